import type { Page } from '@playwright/test';
import { expect, SCREEN_INDEPENDENT, screenIndependent, test } from '../fixtures.ts';
import type { GazetaApi } from '../helpers/api.ts';
import { feed, feedPost } from '../helpers/feed.ts';
import { t } from '../helpers/i18n.ts';
import { ArticlePage } from '../pages/article-page.ts';
import { FeedPostPage } from '../pages/feed-post-page.ts';
import { HomePage } from '../pages/home-page.ts';
import { SearchPage } from '../pages/search-page.ts';

/** The canonical URL and the hreflang alternates (head metadata: read by attribute). */
async function linksOf(page: Page) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const alternates: Record<string, string | null> = {};
  for (const link of await page.locator('link[rel="alternate"][hreflang]').all()) {
    alternates[(await link.getAttribute('hreflang'))!] = await link.getAttribute('href');
  }
  return { canonical: new URL(canonical!), alternates };
}

/** The newest article that has no translation (the demo's newsroom work links one pair). */
async function untranslatedArticle(api: GazetaApi): Promise<{ id: number }> {
  for (const { id } of (await api.articles()).data) {
    if ((await api.article(id)).translations.length === 0) return { id };
  }
  throw new Error('every article of the first page has a translation');
}

test.describe('SEO', () => {
  test.describe.configure({ mode: 'parallel' });
  test.skip(screenIndependent, SCREEN_INDEPENDENT);

  for (const target of ['home', 'article'] as const) {
    test(`the ${target} page has a canonical URL and ru, en and x-default alternates`, async ({ page, api }) => {
      // An article with translations names them as its alternates instead (decision 058): this is one without.
      const path = target === 'home' ? '/' : `/article/${(await untranslatedArticle(api)).id}`;
      await page.goto(path);

      const { canonical, alternates } = await linksOf(page);

      // Self-referencing: pointing at another hreflang alternate would make it invalid.
      expect(canonical.pathname + canonical.search).toBe(path);
      const origin = canonical.origin;
      expect(alternates).toEqual({
        ru: `${origin}${path}?lang=ru`,
        en: `${origin}${path}?lang=en`,
        'x-default': `${origin}${path}`,
      });
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    });
  }

  test('the English page is canonical in English', async ({ page }) => {
    await page.goto('/?lang=en');
    const { canonical } = await linksOf(page);
    expect(canonical.pathname + canonical.search).toBe('/?lang=en');
  });
});

/** Every JSON-LD node of the page, the nodes of an @graph included. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return Array.isArray(data['@graph']) ? (data['@graph'] as Record<string, unknown>[]) : [data];
  });
}

async function nodeOf(page: Page, type: string): Promise<Record<string, unknown>> {
  const node = (await structuredData(page)).find((n) => n['@type'] === type);
  expect(node, `a ${type} in the JSON-LD of ${page.url()}`).toBeDefined();
  return node!;
}

/** A BreadcrumbList as [name, path] pairs. */
async function breadcrumbsOf(page: Page): Promise<[string, string][]> {
  const list = await nodeOf(page, 'BreadcrumbList');
  return (list['itemListElement'] as { position: number; name: string; item: string }[]).map((item, index) => {
    expect(item.position).toBe(index + 1);
    const url = new URL(item.item);
    return [item.name, url.pathname + url.search];
  });
}

/** The RSS feeds the page links for feed readers. */
async function feedLinksOf(page: Page): Promise<URL[]> {
  const links = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  return (await links.evaluateAll((elements) => elements.map((e) => e.getAttribute('href') ?? ''))).map((href) => new URL(href));
}

const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`);

test.describe('For crawlers and feed readers', () => {
  test.describe.configure({ mode: 'parallel' });
  test.skip(screenIndependent, SCREEN_INDEPENDENT);

  test('every page links the site RSS feed in its language, and the feed is there', async ({ page, api, request, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const [article] = (await api.articles()).data;
    const [post] = (await feed(request)).data;
    // Russian first: once a page has been read with ?lang=en, the reader stays in English.
    for (const [path, locale] of [
      ['/', 'ru'],
      [`/article/${article!.id}`, 'ru'],
      ['/archive', 'ru'],
      ['/about', 'ru'],
      ['/feed', 'ru'],
      [`/feed/${post!.id}`, 'ru'],
      ['/no-such-page', 'ru'],
      ['/map?lang=en', 'en'],
      ['/login?lang=en', 'en'],
    ] as const) {
      await page.goto(path);
      const [site] = await feedLinksOf(page);
      expect(site?.pathname, path).toBe('/rss.xml');
      expect(site?.searchParams.get('lang'), path).toBe(locale);
    }
    await page.goto('/about?lang=en');
    const [english] = await feedLinksOf(page);
    const rss = await request.get(english!.toString());
    expect(rss.status()).toBe(200);
    expect(rss.headers()['content-type']).toMatch(/^application\/rss\+xml/);
    expect(await rss.text()).toContain('<language>en</language>');
  });

  test('a category page links its own feed beside the site feed', async ({ page, api, request }) => {
    const [category] = await api.categories();
    await page.goto(`/cat/${category!.slug}`);
    const feeds = await feedLinksOf(page);
    expect(feeds.map((url) => url.pathname)).toEqual(['/rss.xml', `/rss/${category!.slug}.xml`]);
    const rss = await request.get(feeds[1]!.toString());
    expect(rss.status()).toBe(200);
    expect(await rss.text()).toContain(`<atom:link href="${new URL(`/rss/${category!.slug}.xml`, feeds[1]).toString()}" rel="self"`);
  });

  test('the home page describes the site with its search, and the paper', async ({ page, request }) => {
    const home = new HomePage(page);
    await home.goto('/');
    const origin = new URL(page.url()).origin;

    const site = await nodeOf(page, 'WebSite');
    expect(site).toMatchObject({ name: t('ru', 'common:site.name'), url: `${origin}/`, inLanguage: 'ru' });
    const action = site['potentialAction'] as { '@type': string; target: { urlTemplate: string }; 'query-input': string };
    expect(action['@type']).toBe('SearchAction');
    expect(action['query-input']).toBe('required name=search_term_string');
    expect(action.target.urlTemplate).toBe(`${origin}/search/{search_term_string}`);
    // The template is the site's own search: filled in, it opens the results page.
    const search = new SearchPage(page);
    const response = await page.goto(action.target.urlTemplate.replace('{search_term_string}', encodeURIComponent('Чикаго')));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${t('ru', 'meta:titles.search', { query: 'Чикаго' })} — ${t('ru', 'meta:suffix')}`);
    await expect(search.resultTitles.first()).toBeVisible();

    await home.goto('/');
    const paper = await nodeOf(page, 'NewsMediaOrganization');
    expect(paper).toMatchObject({ name: t('ru', 'common:site.name'), url: `${origin}/` });
    const logo = paper['logo'] as { url: string };
    const image = await request.get(logo.url);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    // The same profiles the footer links.
    const social = await home.footer.socialLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(social.length).toBeGreaterThan(0);
    expect([...(paper['sameAs'] as string[])].sort()).toEqual([...social].sort());
  });

  for (const locale of ['ru', 'en'] as const) {
    test(`the site has one name in ${locale}: Open Graph and JSON-LD agree`, async ({ page, api }) => {
      const name = t(locale, 'common:site.name');
      await page.goto(`/?lang=${locale}`);
      await expect(meta(page, 'og:site_name')).toHaveAttribute('content', name);
      for (const node of await structuredData(page)) expect(node['name'], String(node['@type'])).toBe(name);

      const [article] = (await api.articles()).data;
      await page.goto(`/article/${article!.id}?lang=${locale}`);
      await expect(meta(page, 'og:site_name')).toHaveAttribute('content', name);
      expect(((await nodeOf(page, 'NewsArticle'))['publisher'] as { name: string }).name).toBe(name);
    });
  }

  test('an article and its category have their place in the site as breadcrumbs', async ({ page, api }) => {
    const [summary] = (await api.articles()).data;
    const article = await api.article(summary!.id);
    await new ArticlePage(page).gotoArticle(article.id, { settled: false });
    const trail = await breadcrumbsOf(page);
    expect(trail).toEqual([
      [t('ru', 'meta:breadcrumbs.home'), '/'],
      [article.category.name, `/cat/${article.category.slug}`],
      [article.title, `/article/${article.id}`],
    ]);

    // The category step is the category's own page, which names the same trail.
    await page.goto(trail[1]![1]);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(article.category.name);
    expect(await breadcrumbsOf(page)).toEqual(trail.slice(0, 2));
  });

  test('a feed post has its place in the feed as breadcrumbs', async ({ page, request }) => {
    const [summary] = (await feed(request)).data;
    const post = await feedPost(request, summary!.id);
    await new FeedPostPage(page).gotoPost(post.id);
    expect(await breadcrumbsOf(page)).toEqual([
      [t('ru', 'meta:breadcrumbs.home'), '/'],
      [t('ru', 'feed:meta.titles.feed'), '/feed'],
      [post.tag.name_ru, `/feed?category=${encodeURIComponent(post.tag.tag_name)}`],
      [post.title, `/feed/${post.id}`],
    ]);
  });

  test('an English article in the Russian interface says it is English', async ({ page, api }) => {
    const summary = (await api.allArticles()).find((a) => a.lang === 'en');
    expect(summary, 'an English article in the demo content').toBeDefined();
    const english = await api.article(summary!.id);
    const article = new ArticlePage(page);
    await article.gotoArticle(english.id, { settled: false });

    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(article.heading).toHaveAttribute('lang', 'en');
    await expect(meta(page, 'og:locale')).toHaveAttribute('content', 'en_US');
    await expect(meta(page, 'og:locale:alternate')).toHaveAttribute('content', 'ru_RU');
    expect((await nodeOf(page, 'NewsArticle'))['inLanguage']).toBe('en');
    // The author is a name: there is no author page to point at.
    expect((await nodeOf(page, 'NewsArticle'))['author']).toEqual([{ '@type': 'Person', name: english.author }]);
  });
});
