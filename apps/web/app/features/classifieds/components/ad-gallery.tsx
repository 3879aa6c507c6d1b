import { useTranslation } from 'react-i18next';
import type { Image } from '@gazeta/contract';

/** The ad's photos: the first large, the others below it, each opening its full size. */
export function AdGallery({ images }: { images: Image[] }) {
  const { t } = useTranslation('classifieds');
  const [first, ...others] = images;
  if (!first) return null;
  return (
    <section className="ad-gallery" aria-label={t('ad.photos')}>
      <figure className="ad-gallery__main">
        <img
          src={first.src}
          srcSet={first.srcset}
          sizes="(min-width: 800px) 760px, 100vw"
          width={first.width}
          height={first.height}
          alt={first.alt}
          fetchPriority="high"
          decoding="async"
        />
      </figure>
      {others.length > 0 ? (
        <ul className="ad-gallery__more">
          {others.map((image, index) => (
            <li key={image.src}>
              <a href={image.src} className="ad-gallery__link" aria-label={t('ad.photoOf', { number: index + 2, count: images.length })}>
                <img src={image.src} srcSet={image.srcset} sizes="(min-width: 800px) 250px, 33vw" width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
