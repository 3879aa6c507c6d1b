import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Image } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { processImage as defaultProcessImage, type ImageInput, type ProcessedImage } from '../../providers/images.ts';

export type MediaRow = typeof media.$inferSelect;

/** A new, unguessable name for every stored file: a URL tells nothing of the content or of other files. */
const randomName = () => randomBytes(16).toString('hex');
/** The demo seed's names: by content, so that the same clock gives the same files and a rerun stores nothing twice. */
const contentName = async (input: ImageInput) =>
  createHash('sha256')
    .update('path' in input ? await readFile(input.path) : input)
    .digest('hex')
    .slice(0, 32);

/** PostgreSQL's foreign_key_violation: something still refers to the row. */
const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

export function isPdf(data: Uint8Array): boolean {
  return Buffer.from(data.subarray(0, 5)).toString('latin1') === '%PDF-';
}

export function createMediaService(deps: {
  db: Db;
  storage: FileStorage;
  /** Re-encodes an image; the demo seed passes a memoized one (it stores the same images often). */
  processImage?: (input: ImageInput, options?: { maxPixels?: number }) => Promise<ProcessedImage>;
  /**
   * Names files by their content, the same file once: only for the demo seed's public,
   * reproducible content. Anything uploaded gets a random name.
   */
  contentNames?: boolean;
}) {
  const { db, storage, processImage = defaultProcessImage, contentNames = false } = deps;

  async function existing(storageKey: string): Promise<MediaRow | undefined> {
    const [row] = await db.select().from(media).where(eq(media.storageKey, storageKey));
    return row;
  }

  return {
    /**
     * Re-encodes and stores an image under a new random name; returns its media row. An image
     * of more than `maxPixels` is refused from its header (ImageRejected), before any decoding.
     */
    async storeImage(input: ImageInput, options: { maxPixels?: number } = {}): Promise<MediaRow> {
      const storageKey = `images/${contentNames ? await contentName(input) : randomName()}`;
      if (contentNames) {
        const found = await existing(storageKey);
        if (found) return found;
      }
      const image = await processImage(input, options);
      try {
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
      } catch (error) {
        if (!contentNames) await storage.remove(storageKey);
        throw error;
      }
    },

    async storePdf(data: Uint8Array): Promise<MediaRow> {
      if (!isPdf(data)) throw new Error('not a PDF document');
      const storageKey = `documents/${contentNames ? await contentName(data) : randomName()}.pdf`;
      const found = contentNames ? await existing(storageKey) : undefined;
      if (found) return found;
      await storage.put(storageKey, data);
      const [row] = await db
        .insert(media)
        .values({ kind: 'document', storageKey, mime: 'application/pdf', byteSize: data.byteLength })
        .onConflictDoNothing()
        .returning();
      return row ?? (await existing(storageKey))!;
    },

    /**
     * Deletes these media and their files, except any that something still refers to (the
     * database's foreign keys say what: another post, an article, an issue). For files a post
     * no longer shows: a deleted post, an image an edit dropped, uploads of a refused write.
     */
    async release(ids: readonly number[]): Promise<void> {
      for (const id of new Set(ids)) {
        let row: { storageKey: string } | undefined;
        try {
          [row] = await db.delete(media).where(eq(media.id, id)).returning({ storageKey: media.storageKey });
        } catch (error) {
          if (isForeignKeyViolation(error)) continue;
          throw error;
        }
        if (row) await storage.remove(row.storageKey);
      }
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
