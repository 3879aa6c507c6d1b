import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live; keys are relative paths such as images/ab12/640.webp. */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Deletes a file, or every file under a key that is a folder (an image's variants); nothing if none. */
  remove(key: string): Promise<void>;
  /** The public URL path of a key. */
  url(key: string): string;
}

export const MEDIA_URL_PREFIX = '/media/';

/** Files on local disk under `root`; served by the app under /media/. */
export function diskStorage(root: string): FileStorage & { root: string } {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  return {
    root,
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${full}.${process.pid}.tmp`;
      await writeFile(temp, data);
      await rename(temp, full);
    },
    get: (key) => readFile(resolve(key)),
    remove: (key) => rm(resolve(key), { recursive: true, force: true }),
    url: (key) => MEDIA_URL_PREFIX + key,
  };
}
