import type { MySocialRequest } from '@gazeta/contract';

/** A request's pictures as thumbnails, each opening at full size in a new tab. */
export function RequestPictures({ images, label, alt }: { images: MySocialRequest['images']; label: string; alt: (n: number) => string }) {
  if (images.length === 0) return null;
  return (
    <ul className="social-pictures" aria-label={label}>
      {images.map((image, index) => (
        <li key={image.src}>
          <a href={image.src} target="_blank" rel="noopener noreferrer">
            <img src={image.src} srcSet={image.srcset || undefined} sizes="8rem" width={image.width} height={image.height} alt={alt(index + 1)} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
