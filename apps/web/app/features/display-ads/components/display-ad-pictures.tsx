import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyDisplayAd } from '@gazeta/contract';

/**
 * The pictures and the logo a member sent with a display ad: small in their list; larger in
 * staff's review, each opening at full size in a new tab.
 */
export function DisplayAdPictures({ ad, className, sizes, linked = false }: { ad: Pick<MyDisplayAd, 'images' | 'logo' | 'item'>; className: string; sizes: string; linked?: boolean }) {
  const { t } = useTranslation('advertising');
  if (ad.images.length === 0 && !ad.logo) return null;
  const open = (src: string, picture: ReactNode) =>
    linked ? (
      <a href={src} target="_blank" rel="noopener">
        {picture}
      </a>
    ) : (
      picture
    );
  return (
    <ul className={className}>
      {ad.images.map((image, index) => (
        <li key={image.src}>
          {open(
            image.src,
            <img src={image.src} srcSet={image.srcset || undefined} sizes={sizes} alt={t('page.pictureAlt', { n: index + 1, item: ad.item })} width={image.width} height={image.height} loading="lazy" decoding="async" />,
          )}
        </li>
      ))}
      {ad.logo ? <li>{open(ad.logo.src, <img src={ad.logo.src} alt={t('page.logoAlt', { item: ad.item })} width={ad.logo.width} height={ad.logo.height} loading="lazy" decoding="async" />)}</li> : null}
    </ul>
  );
}
