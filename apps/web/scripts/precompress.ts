/**
 * Writes brotli (.br) and gzip (.gz) copies beside every compressible file of the browser build,
 * so the server sends them without compressing on each request. Run after `react-router build`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = new URL('../build/client/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;

async function* files(at: string): AsyncGenerator<string> {
  for (const entry of await readdir(at, { withFileTypes: true })) {
    const full = path.join(at, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let saved = 0;
for await (const file of files(dir)) {
  const body = await readFile(file);
  if (body.byteLength < 1024) continue;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
  saved += body.byteLength - br.byteLength;
}
console.log(`precompressed ${count} files (brotli saves ${(saved / 1024).toFixed(0)} KB)`);
