import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { CheckoutResponse } from '@gazeta/contract';
import type { TestApp } from './app.ts';
import type { Client } from './client.ts';
import { member } from './factories.ts';

/** The request helpers, where the feed's tests first had them. */
export { client, multipart, type Client, type Part, type Response } from './client.ts';

export const pngFile = async (width = 64, height = 48, background = '#3366cc') => ({
  data: await sharp({ create: { width, height, channels: 3, background } }).png().toBuffer(),
  filename: 'picture.png',
  type: 'image/png',
});

export const jpegFile = async (width = 64, height = 48, exif?: Record<string, string>) => {
  let image = sharp({ create: { width, height, channels: 3, background: '#cc6633' } }).jpeg();
  if (exif) image = image.withMetadata({ exif: { IFD0: exif } });
  return { data: await image.toBuffer(), filename: 'photo.jpg', type: 'image/jpeg' };
};

/**
 * A PNG whose header claims `width` × `height` pixels around a few bytes of picture: what the
 * server reads before decoding (a small file can claim a huge picture).
 */
export function pngHeader(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.byteLength);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const data = Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
  return { data, filename: 'huge.png', type: 'image/png' };
}

/** A BMP of `width` × `height` 24-bit pixels. */
export function bmpFile(width: number, height: number): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const pixels = Buffer.alloc(stride * height, 0x80);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  return Buffer.concat([header, pixels]);
}

/** An ICO holding one 32-bit bitmap of `side` × `side`. */
export function icoFile(side: number): Buffer {
  const dib = Buffer.alloc(40);
  dib.writeUInt32LE(40, 0);
  dib.writeInt32LE(side, 4);
  dib.writeInt32LE(side * 2, 8);
  dib.writeUInt16LE(1, 12);
  dib.writeUInt16LE(32, 14);
  const pixels = Buffer.alloc(side * side * 4, 0xcc);
  const mask = Buffer.alloc(Math.ceil(side / 32) * 4 * side);
  const image = Buffer.concat([dib, pixels, mask]);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header[6] = side;
  header[7] = side;
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image]);
}

/**
 * A new member signed in (their `sid` cookie): the factories' member (`factories.ts`), under
 * the name the feed's tests first gave it.
 */
export const newMember = member;

/** Signs a demo account in by password and returns its cookie. */
export async function signIn(t: TestApp, account: { email: string; password: string }): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: account.email, password: account.password } });
  expect(res.statusCode, res.body).toBe(200);
  return `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
}

/** The ids of a few seeded tags by name. */
export async function tagId(t: TestApp, name: string): Promise<number> {
  const rows = await t.database.query<{ id: number }>('SELECT id FROM tags WHERE tag_name = $1', [name]);
  expect(rows[0], `tag ${name}`).toBeDefined();
  return rows[0]!.id;
}


/** Pays an order through the sandbox provider's checkout, as a member's browser would (the paid features' tests). */
export async function paySandbox(c: Client, orderId: number, cookie: string): Promise<void> {
  const res = await c.post(`/api/orders/${orderId}/checkout`, cookie, { locale: 'ru' });
  expect(res.statusCode, res.body).toBe(200);
  const session = (JSON.parse(res.body) as CheckoutResponse).url.replace(/^\/payment\/sandbox\//, '');
  expect((await c.post(`/api/payments/sandbox/${session}/pay`, cookie)).statusCode).toBe(200);
}
