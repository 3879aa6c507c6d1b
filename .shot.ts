import { chromium } from '@playwright/test';
const [,, base, ...targets] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const target of targets) {
  const [path, width, name, full] = target.split('|');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: 'ru-RU' });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/cl-shots/${name}.png`, fullPage: full === 'full' });
  await page.close();
}
await browser.close();
