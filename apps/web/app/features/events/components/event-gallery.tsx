import { useTranslation } from 'react-i18next';
import type { Image } from '@gazeta/contract';
import { Picture } from '../../../components/picture.tsx';

/** An event's pictures: the first large, the others below it, each opening full size. */
export function EventGallery({ images }: { images: readonly Image[] }) {
  const { t } = useTranslation('events');
  const [first, ...more] = images;
  if (!first) return null;
  return (
    <div className="event-gallery">
      <figure className="event-gallery__main">
        <Picture image={first} sizes="(min-width: 960px) 38rem, 100vw" lead />
      </figure>
      {more.length > 0 ? (
        <ul className="event-gallery__more" aria-label={t('event.morePictures')}>
          {more.map((image) => (
            <li key={image.src}>
              <a className="event-gallery__link" href={image.src}>
                <Picture image={image} sizes="12rem" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
