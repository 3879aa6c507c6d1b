import { useTranslation } from 'react-i18next';
import type { Image } from '@gazeta/contract';

/** An event's pictures: the first large, the others below it, each opening full size. */
export function EventGallery({ images }: { images: readonly Image[] }) {
  const { t } = useTranslation('events');
  const [first, ...more] = images;
  if (!first) return null;
  return (
    <div className="event-gallery">
      <figure className="event-gallery__main">
        <img src={first.src} srcSet={first.srcset} sizes="(min-width: 960px) 38rem, 100vw" width={first.width} height={first.height} alt={first.alt} fetchPriority="high" decoding="async" />
      </figure>
      {more.length > 0 ? (
        <ul className="event-gallery__more" aria-label={t('event.morePictures')}>
          {more.map((image) => (
            <li key={image.src}>
              <a className="event-gallery__link" href={image.src}>
                <img src={image.src} srcSet={image.srcset} sizes="12rem" width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
