import { useTranslation } from 'react-i18next';
import type { Image } from '@gazeta/contract';

/** The business's pictures, each opening its full size. */
export function BusinessGallery({ images, headingId }: { images: Image[]; headingId: string }) {
  const { t } = useTranslation('businesses');
  if (images.length === 0) return null;
  return (
    <section className="business-gallery" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {t('business.photos')}
      </h2>
      <ul className="business-gallery__list">
        {images.map((image) => (
          <li key={image.src}>
            <a href={image.src} className="business-gallery__link">
              <img src={image.src} srcSet={image.srcset} sizes="(min-width: 800px) 360px, 100vw" width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
