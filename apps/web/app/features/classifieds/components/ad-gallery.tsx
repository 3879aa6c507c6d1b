import { useTranslation } from 'react-i18next';
import type { Image } from '@gazeta/contract';
import { Picture } from '../../../components/picture.tsx';

/** The ad's photos: the first large, the others below it, each opening its full size. */
export function AdGallery({ images }: { images: Image[] }) {
  const { t } = useTranslation('classifieds');
  const [first, ...others] = images;
  if (!first) return null;
  return (
    <section className="ad-gallery" aria-label={t('ad.photos')}>
      <figure className="ad-gallery__main">
        <Picture image={first} sizes="(min-width: 800px) 760px, 100vw" lead />
      </figure>
      {others.length > 0 ? (
        <ul className="ad-gallery__more">
          {others.map((image, index) => (
            <li key={image.src}>
              <a href={image.src} className="ad-gallery__link" aria-label={t('ad.photoOf', { number: index + 2, count: images.length })}>
                <Picture image={image} sizes="(min-width: 800px) 250px, 33vw" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
