import { createInstance, type TFunction } from 'i18next';
import { LOCALES, type Locale } from '@gazeta/contract';
import { NAMESPACES, resources } from '@gazeta/i18n';

/** The server's translations (alt texts, feeds, later e-mails and SMS), from the same messages as the web app. */
const translators = new Map<Locale, TFunction>();

for (const locale of LOCALES) {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: resources[locale] },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  translators.set(locale, instance.t);
}

export function translator(locale: Locale): TFunction {
  return translators.get(locale)!;
}
