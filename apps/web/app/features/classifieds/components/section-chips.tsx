import { useTranslation } from 'react-i18next';
import type { ClassifiedSectionsResponse, Locale } from '@gazeta/contract';
import { ChipRow, type Chip } from '../../../components/catalogue-toolbar.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { catalogueHref, type CatalogueQuery } from '../catalogue-query.ts';

/**
 * The sections as chips, each with its name in both languages and its running ads; the chosen
 * one is the current page. The filters and the search stay as they are when the section changes.
 */
export function SectionChips({ sections, query }: { sections: ClassifiedSectionsResponse; query: CatalogueQuery }) {
  const { t, i18n } = useTranslation('classifieds');
  const locale = i18n.language as Locale;
  const other: Locale = locale === 'ru' ? 'en' : 'ru';
  const to = (section: CatalogueQuery['section']) => catalogueHref({ ...query, section, cursor: null });
  const chips: Chip[] = [
    { key: '', to: to(null), name: t('catalogue.all'), count: formatNumber(sections.total, locale), current: query.section === null },
    ...sections.data.map((section) => ({
      key: section.slug,
      to: to(section.slug),
      name: section.name,
      alt: { text: other === 'en' ? section.name_en : section.name_ru, lang: other },
      count: formatNumber(section.count, locale),
      current: query.section === section.slug,
    })),
  ];
  return <ChipRow label={t('catalogue.sections')} chips={chips} />;
}
