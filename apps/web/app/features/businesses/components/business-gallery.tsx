import { useTranslation } from 'react-i18next';
import type { Image } from '@gazeta/contract';
import { Picture } from '../../../components/picture.tsx';

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
              <Picture image={image} sizes="(min-width: 800px) 360px, 100vw" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
