import type { MetaDescriptor } from 'react-router';
import { getI18n } from '../../lib/i18n.ts';
import { addNamespacesFromMatches } from '../../lib/namespaces.ts';
import { rootMetaOf, seoMeta, type PageSeo } from '../../lib/seo.ts';

type MetaArgs = Parameters<typeof seoMeta>[0];

/** seoMeta for a page of the directory: its texts live in the `businesses` namespace, which a loader sends along. */
export function businessesSeoMeta(args: MetaArgs, page: PageSeo, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const root = rootMetaOf(args.matches);
  if (root) addNamespacesFromMatches(getI18n(root.locale, root.messages), args.matches);
  return [...seoMeta(args, page), ...extra];
}
