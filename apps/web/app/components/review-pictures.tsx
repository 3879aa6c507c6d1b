import type { Image } from '@gazeta/contract';
import { Picture } from './picture.tsx';

/** The pictures of an item awaiting review, small, as the staff's queue shows them. */
export function ReviewPictures({ images, label }: { images: readonly (Image & { id: number })[]; label?: string }) {
  if (images.length === 0) return null;
  return (
    <ul className="moderation-item__images" aria-label={label}>
      {images.map((image) => (
        <li key={image.id}>
          <Picture image={image} sizes="160px" />
        </li>
      ))}
    </ul>
  );
}
