import type { MetaDescriptor } from 'react-router';
import { getI18n } from '../../lib/i18n.ts';
import { addNamespacesFromMatches } from '../../lib/namespaces.ts';
import { rootMetaOf, seoMeta, type PageSeo } from '../../lib/seo.ts';

type MetaArgs = Parameters<typeof seoMeta>[0];

/** seoMeta for the display ads' page: its title lives in the `advertising` namespace, which its loader sends along. */
export function displayAdsSeoMeta(args: MetaArgs, page: PageSeo): MetaDescriptor[] {
  const root = rootMetaOf(args.matches);
  if (root) addNamespacesFromMatches(getI18n(root.locale, root.messages), args.matches);
  return seoMeta(args, page);
}
