/**
 * `npm run screenshots`: the pages a reader meets, at 360 px and 1280 px, in Russian and English,
 * saved as PNG files in ./screenshots (git-ignored) to look at after a change of design.
 *
 * It builds the web app when its sources changed, starts the real server on its own port
 * (SCREENSHOTS_PORT, 3330 by default) with the demo content in a temporary data directory,
 * signs in as the demo moderator (the moderation queue) or the demo reader (their ads and orders) where a
 * page needs it, and uses Debian's
 * Chromium like the browser suite (CHROME_PATH to use another).
 *
 *   npm run screenshots                 # every page
 *   npm run screenshots -- home login   # only these (also: styleguide, the design system)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROME_PATH } from './bench/chrome.ts';
import { startServer } from './bench/server-process.ts';
import { ensureWebBuild } from './web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(root, 'screenshots');
const PORT = process.env['SCREENSHOTS_PORT'] ?? '3330';
/** A full page is cut here: the map's list would otherwise make a picture tens of thousands of pixels tall. */
const MAX_HEIGHT = 6_000;
/** The height of one part of a whole-page picture. */
const PART_HEIGHT = 1_500;
const WIDTHS = [
  { name: '360', viewport: { width: 360, height: 800 }, isMobile: true, deviceScaleFactor: 2 },
  { name: '1280', viewport: { width: 1280, height: 900 }, isMobile: false, deviceScaleFactor: 1 },
] as const;
const LOCALES = ['ru', 'en'] as const;
const DEMO_ACCOUNTS = {
  moderator: { login: 'moderator@demo.gazeta.local', password: 'demo-moderator' },
  reader: { login: 'reader@demo.gazeta.local', password: 'demo-reader' },
} as const;
type Visitor = 'anonymous' | keyof typeof DEMO_ACCOUNTS;

interface Shot {
  name: string;
  path: string;
  as?: Visitor;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The pages, with real ids from the demo content. */
async function shots(origin: string): Promise<Shot[]> {
  const articles = await json<{ data: { id: number; title: string }[] }>(`${origin}/api/articles?per_page=1`);
  const posts = await json<{ data: { id: number }[] }>(`${origin}/api/forum/posts?view=popularity`);
  const ads = await json<{ data: { id: number; section: { slug: string } }[] }>(`${origin}/api/classifieds?per_page=1`);
  return [
    { name: 'home', path: '/' },
    { name: 'article', path: `/article/${articles.data[0]!.id}` },
    { name: 'feed', path: '/feed' },
    { name: 'post', path: `/feed/${posts.data[0]!.id}` },
    { name: 'search', path: '/search/Chicago' },
    { name: 'map', path: '/map' },
    { name: 'archive', path: '/archive' },
    { name: 'private-ads', path: '/private-ads' },
    { name: 'private-ads-section', path: `/private-ads/cat/${ads.data[0]!.section.slug}` },
    { name: 'private-ad', path: `/private-ads/${ads.data[0]!.id}` },
    { name: 'private-ad-instruction', path: '/private-ad-instruction' },
    { name: 'login', path: '/login' },
    { name: 'profile', path: '/profile', as: 'moderator' },
    { name: 'moderation', path: '/feed/moderation', as: 'moderator' },
    { name: 'styleguide', path: '/styleguide', as: 'moderator' },
    { name: 'profile-classifields', path: '/profile/classifields', as: 'reader' },
    { name: 'profile-orders', path: '/profile/orders', as: 'reader' },
  ];
}

async function newContext(browser: Browser, width: (typeof WIDTHS)[number], locale: string, origin: string, visitor: Visitor): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: width.viewport,
    isMobile: width.isMobile,
    hasTouch: width.isMobile,
    deviceScaleFactor: width.deviceScaleFactor,
    locale: locale === 'ru' ? 'ru-RU' : 'en-US',
    baseURL: origin,
  });
  // No newsletter pop-up and no visit count: the picture is of the page.
  await context.addInitScript(() => {
    const now = Date.now();
    localStorage.setItem('gazeta:subscribePopupHidden', JSON.stringify({ value: true }));
    localStorage.setItem('gazeta:viewedDate', JSON.stringify({ value: now, expiresAt: now + 86_400_000 }));
  });
  if (visitor !== 'anonymous') {
    const answer = await context.request.post('/api/auth/login', { data: DEMO_ACCOUNTS[visitor], headers: { origin } });
    if (!answer.ok()) throw new Error(`the demo ${visitor} could not sign in (${answer.status()})`);
  }
  return context;
}

async function capture(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready);
  // Lazy images below the first screen: scroll through once, then back.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < Math.min(height, MAX_HEIGHT); y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({ path: `${file}-screen.png` });
  // The whole page in parts a screen can show at once.
  const full = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), MAX_HEIGHT);
  const { width } = page.viewportSize()!;
  for (let part = 0; part * PART_HEIGHT < full; part++) {
    const y = part * PART_HEIGHT;
    await page.screenshot({ path: `${file}-page-${part + 1}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(PART_HEIGHT, full - y) } });
  }
}

const only = new Set(process.argv.slice(2));
if (only.size === 0) rmSync(OUT, { recursive: true, force: true });
if (ensureWebBuild() !== 0) process.exit(1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'gazeta-screenshots-'));
const server = await startServer({ DATA_DIR: dataDir, PORT, DEMO_CONTENT: 'always', PUBLIC_URL: `http://127.0.0.1:${PORT}` });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
let saved = 0;
try {
  mkdirSync(OUT, { recursive: true });
  const list = (await shots(server.origin)).filter((shot) => only.size === 0 || only.has(shot.name));
  for (const width of WIDTHS) {
    for (const locale of LOCALES) {
      for (const visitor of ['anonymous', 'moderator', 'reader'] as const) {
        const mine = list.filter((shot) => (shot.as ?? 'anonymous') === visitor);
        if (mine.length === 0) continue;
        const context = await newContext(browser, width, locale, server.origin, visitor);
        const page = await context.newPage();
        for (const shot of mine) {
          const response = await page.goto(`${shot.path}${shot.path.includes('?') ? '&' : '?'}lang=${locale}`, { waitUntil: 'load' });
          if (!response?.ok()) throw new Error(`${shot.path} answered ${response?.status()}`);
          await capture(page, path.join(OUT, `${shot.name}-${width.name}-${locale}`));
          saved += 1;
        }
        await context.close();
      }
    }
  }
  console.log(`${saved} pages in ${path.relative(root, OUT)}/ (a first screen and the whole page in parts each)`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
