import { useTranslation } from 'react-i18next';
import type { Route } from './+types/private-ad-instruction';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.privateAdInstruction' };

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { titleKey: handle.titleKey, descriptionKey: 'meta:descriptions.privateAdInstruction' });

export default function PrivateAdInstructionPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="container prose">
      <h1 className="page-title">{t('privateAdInstruction.heading')}</h1>
      <p className="page-lead">{t('privateAdInstruction.intro')}</p>
      <ol className="steps">
        {(t('privateAdInstruction.steps', { returnObjects: true }) as string[]).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2>{t('privateAdInstruction.pricesTitle')}</h2>
      <ul>
        {(t('privateAdInstruction.prices', { returnObjects: true }) as string[]).map((price) => (
          <li key={price}>{price}</li>
        ))}
      </ul>
    </div>
  );
}
