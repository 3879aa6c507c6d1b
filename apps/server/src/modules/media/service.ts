import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Image } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { processImage as defaultProcessImage, type ProcessedImage } from '../../providers/images.ts';

export type MediaRow = typeof media.$inferSelect;

const contentKey = (data: Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 32);

export function isPdf(data: Uint8Array): boolean {
  return Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-';
}

export function createMediaService(deps: {
  db: Db;
  storage: FileStorage;
  /** Re-encodes an image; the demo seed passes a memoized one (it stores the same images often). */
  processImage?: (input: Uint8Array) => Promise<ProcessedImage>;
}) {
  const { db, storage, processImage = defaultProcessImage } = deps;

  async function existing(storageKey: string): Promise<MediaRow | undefined> {
    const [row] = await db.select().from(media).where(eq(media.storageKey, storageKey));
    return row;
  }

  return {
    /** Stores an image once per content; returns its media row. */
    async storeImage(data: Uint8Array): Promise<MediaRow> {
      const storageKey = `images/${contentKey(data)}`;
      const found = await existing(storageKey);
      if (found) return found;
      const image = await processImage(data);
      await storage.put(`${storageKey}/share.jpg`, image.share);
      let bytes = image.share.byteLength;
      for (const variant of image.variants) {
        await storage.put(`${storageKey}/${variant.width}.webp`, variant.data);
        bytes += variant.data.byteLength;
      }
      const [row] = await db
        .insert(media)
        .values({
          kind: 'image',
          storageKey,
          mime: 'image/webp',
          width: image.width,
          height: image.height,
          widths: image.variants.map((v) => v.width),
          byteSize: bytes,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? (await existing(storageKey))!;
    },

    async storePdf(data: Uint8Array): Promise<MediaRow> {
      if (!isPdf(data)) throw new Error('not a PDF document');
      const storageKey = `documents/${contentKey(data)}.pdf`;
      const found = await existing(storageKey);
      if (found) return found;
      await storage.put(storageKey, data);
      const [row] = await db
        .insert(media)
        .values({ kind: 'document', storageKey, mime: 'application/pdf', byteSize: data.byteLength })
        .onConflictDoNothing()
        .returning();
      return row ?? (await existing(storageKey))!;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

/** The fields of a media row an image view needs. */
export type ImageMedia = Pick<MediaRow, 'storageKey' | 'width' | 'height' | 'widths'>;

/** The public view of a stored image: a default src, a srcset of every variant and its size. */
export function imageView(row: ImageMedia, alt: string, storage: Pick<FileStorage, 'url'>, defaultWidth = 960): Image {
  const widths = row.widths.length > 0 ? row.widths : [row.width ?? defaultWidth];
  const src = widths.find((w) => w >= defaultWidth) ?? widths.at(-1)!;
  return {
    src: storage.url(`${row.storageKey}/${src}.webp`),
    srcset: widths.map((w) => `${storage.url(`${row.storageKey}/${w}.webp`)} ${w}w`).join(', '),
    width: row.width ?? src,
    height: row.height ?? Math.round((src * 9) / 16),
    alt,
    share_src: storage.url(`${row.storageKey}/share.jpg`),
  };
}
