import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, ImageRejected, MAX_IMAGE_BYTES, processImage, SHARE_WIDTH } from './images.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('processImage', () => {
  it('rejects a text file', async () => {
    await expect(processImage(Buffer.from('This is not an image, just some text.\n'))).rejects.toBeInstanceOf(ImageRejected);
  });

  it('rejects a one-byte buffer and an empty one', async () => {
    await expect(processImage(Buffer.from([0x89]))).rejects.toBeInstanceOf(ImageRejected);
    await expect(processImage(new Uint8Array(0))).rejects.toBeInstanceOf(ImageRejected);
  });

  it('rejects a file named like an image that is not one (PDF)', async () => {
    await expect(processImage(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'))).rejects.toBeInstanceOf(ImageRejected);
  });

  it('rejects a file whose header reads well but whose data is cut off', async () => {
    const whole = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg()
      .toBuffer();
    await expect(processImage(whole.subarray(0, Math.floor(whole.byteLength / 3)))).rejects.toBeInstanceOf(ImageRejected);
  });

  it('rejects an image of too many pixels (a decompression bomb) instead of failing', async () => {
    const bomb = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#000000' } }).greyscale().png({ compressionLevel: 9 }).toBuffer();
    await expect(processImage(bomb)).rejects.toMatchObject({ reason: 'too-many-pixels' });
  });

  it('takes a pixel limit of the caller, checked from the header, and reads a file on disk', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gazeta-images-'));
    try {
      const file = path.join(dir, 'upload');
      await writeFile(file, await png(500, 300));
      await expect(processImage({ path: file }, { maxPixels: 500 * 300 - 1 })).rejects.toMatchObject({ reason: 'too-many-pixels' });
      expect((await processImage({ path: file }, { maxPixels: 500 * 300 })).width).toBe(500);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rejects an input over the size limit before decoding it', async () => {
    await expect(processImage(new Uint8Array(MAX_IMAGE_BYTES + 1))).rejects.toThrow(/too large/);
  });

  it('re-encodes a small PNG to WebP variants never wider than the original', async () => {
    const image = await processImage(await png(500, 300));
    expect(image.width).toBe(500);
    expect(image.height).toBe(300);
    expect(image.variants.map((v) => v.width)).toEqual([320, 500]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.width).toBeLessThanOrEqual(500);
      expect(meta.height).toBe(Math.round((variant.width * 300) / 500));
    }
    const share = await sharp(image.share).metadata();
    expect(share.format).toBe('jpeg');
    expect(share.width).toBe(500);
  });

  it('writes every standard width for a large image, the widest capped', async () => {
    const image = await processImage(await png(2000, 1000));
    expect(image.variants.map((v) => v.width)).toEqual([...IMAGE_WIDTHS]);
    const widths = await Promise.all(image.variants.map(async (v) => (await sharp(v.data).metadata()).width));
    expect(widths).toEqual([...IMAGE_WIDTHS]);
    expect((await sharp(image.share).metadata()).width).toBe(SHARE_WIDTH);
  });

  it('never upscales a tiny image', async () => {
    const image = await processImage(await png(40, 20));
    expect(image.variants.map((v) => v.width)).toEqual([40]);
    expect((await sharp(image.variants[0]!.data).metadata()).width).toBe(40);
    expect((await sharp(image.share).metadata()).width).toBe(40);
  });

  it('strips EXIF from every output', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa3300' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret', Artist: 'Someone' } } })
      .toBuffer();
    // The input really carries the metadata, or this test would prove nothing.
    const input = await sharp(jpeg).metadata();
    expect(input.exif).toBeDefined();
    expect(input.exif!.toString('latin1')).toContain('secret');

    const image = await processImage(jpeg);
    expect(image.variants.length).toBeGreaterThan(1);
    for (const variant of [...image.variants.map((v) => v.data), image.share]) {
      const meta = await sharp(variant).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(variant.toString('latin1')).not.toContain('secret');
    }
  });

  it('turns the image upright by its EXIF orientation', async () => {
    // Orientation 6: stored landscape, shown rotated 90° clockwise (portrait).
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#00aa00' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const image = await processImage(jpeg);
    expect(image.width).toBe(200);
    expect(image.height).toBe(400);
    const meta = await sharp(image.variants.at(-1)!.data).metadata();
    expect(meta.width).toBe(200);
    expect(meta.height).toBe(400);
    expect(meta.orientation).toBeUndefined();
  });
});
