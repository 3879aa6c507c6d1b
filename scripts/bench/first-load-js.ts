import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROME_PATH } from './chrome.ts';

/** Every script a page loads before it is idle, and their gzip size (as a CDN would send them). */
export async function firstLoadJs(url: string): Promise<{ files: number; gzipBytes: number }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    const inline = await page.$$eval('script:not([src])', (nodes) => nodes.map((n) => n.textContent ?? '').join(''));
    const gzipBytes = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).byteLength, 0) + gzipSync(inline).byteLength;
    return { files: scripts.length, gzipBytes };
  } finally {
    await browser.close();
  }
}
