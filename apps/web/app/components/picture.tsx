import type { Image } from '@gazeta/contract';

/**
 * One of the server's pictures at the width the layout gives it (`sizes`, read against its
 * `srcset`), its box kept by width and height so the page does not jump. A page's lead picture
 * loads first; the others only when they come near the screen.
 */
export function Picture({ image, sizes, lead = false }: { image: Image; sizes: string; lead?: boolean }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      {...(lead ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      decoding="async"
    />
  );
}
