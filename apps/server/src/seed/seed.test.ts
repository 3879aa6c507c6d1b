import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_POINTS, distanceKm, isPayable } from '@gazeta/contract';
import { addDays, chicagoDay } from '../lib/chicago-time.ts';
import { diskStorage, type FileStorage } from '../providers/storage.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { articles, articleTags, media, printIssues } from '../db/schema/index.ts';
import { hasContent, seedDemoContent, type SeedResult } from './index.ts';
import { READER_ADS } from './reader-classifieds.ts';

/** A fixed clock (a Thursday afternoon in Chicago), so every date below is predictable. */
const NOW = new Date('2025-11-20T18:00:00Z');
const DOWNTOWN = { lat: 41.8781, lng: -87.6298 };
// Seeding renders and re-encodes ~100 images (~30 s of CPU): give it time on a busy machine.
const SLOW = 300_000;

interface Seeded {
  database: Database;
  storage: FileStorage;
  dir: string;
  result: SeedResult;
  /** What hasContent said before seeding. */
  wasEmpty: boolean;
}

const opened: Seeded[] = [];

async function freshSeed(scale = 1): Promise<Seeded> {
  const database = await openDatabase({});
  await database.migrate();
  const dir = await mkdtemp(path.join(tmpdir(), 'gazeta-seed-'));
  const storage = diskStorage(dir);
  const seeded: Seeded = { database, storage, dir, result: { seeded: false, counts: {} }, wasEmpty: false };
  opened.push(seeded);
  seeded.wasEmpty = !(await hasContent(database.db));
  seeded.result = await seedDemoContent({ db: database.db, storage }, { scale, now: NOW, newsroomWork: false });
  return seeded;
}

const rows = <T extends Record<string, unknown>>(s: Seeded, sql: string, params?: unknown[]) => s.database.query<T>(sql, params);

/** Everything that must come out the same on every run, table by table. */
async function snapshot(s: Seeded) {
  const { db } = s.database;
  return {
    articles: await db
      .select({
        id: articles.id,
        title: articles.title,
        lead: articles.lead,
        bodyHtml: articles.bodyHtml,
        author: articles.author,
        categoryId: articles.categoryId,
        imageId: articles.imageId,
        imageAlt: articles.imageAlt,
        publishedAt: articles.publishedAt,
        views: articles.views,
        likes: articles.likes,
      })
      .from(articles)
      .orderBy(asc(articles.id)),
    articleTags: await db.select().from(articleTags).orderBy(asc(articleTags.articleId), asc(articleTags.tagId)),
    media: await db.select().from(media).orderBy(asc(media.id)),
    issues: await db.select().from(printIssues).orderBy(asc(printIssues.id)),
    points: await rows(s, 'SELECT * FROM delivery_points ORDER BY id'),
    ads: await rows(s, 'SELECT * FROM strip_ads ORDER BY id'),
    visits: await rows(s, 'SELECT * FROM site_visit_days ORDER BY day'),
    users: await rows(s, 'SELECT id, first_name, last_name, email, phone, role, created_at FROM users ORDER BY id'),
    feedPosts: await rows(s, 'SELECT * FROM feed_posts ORDER BY id'),
    feedComments: await rows(s, 'SELECT * FROM feed_comments ORDER BY id'),
    feedImages: await rows(s, 'SELECT * FROM feed_post_images ORDER BY id'),
    notifications: await rows(s, 'SELECT * FROM notifications ORDER BY id'),
    editions: await rows(s, 'SELECT * FROM print_editions ORDER BY slug'),
    editionIssues: await rows(s, 'SELECT * FROM edition_issues ORDER BY id'),
  };
}

let first: Seeded;
let doubled: Seeded;

// Two fresh databases seeded side by side with the same clock, at scale 1 and 2. Scale 2 only
// adds to scale 1, so together they show determinism as well as scaling at the cost of two
// seedings (each is ~30 s of CPU) rather than three.
beforeAll(async () => {
  [first, doubled] = await Promise.all([freshSeed(), freshSeed(2)]);
}, SLOW);

afterAll(async () => {
  for (const s of opened) {
    await s.database.close();
    await rm(s.dir, { recursive: true, force: true });
  }
});

describe('seedDemoContent at scale 1', () => {
  it('reports what it wrote', () => {
    expect(first.result.seeded).toBe(true);
    expect(first.result.counts).toMatchObject({
      tags: 50,
      articles: 60,
      // The newsroom's 20 placements and the demo reader's three approved banners.
      strip_ads: 23,
      print_issues: 30,
      print_editions: 2,
      // Two editions, each a Thursday issue from 12 weeks back to 12 weeks ahead (NOW is a Thursday).
      edition_issues: 50,
      delivery_points: DELIVERY_POINTS,
      site_visit_days: 30,
    });
    expect(first.result.counts['categories']).toBeGreaterThanOrEqual(8);
  });

  it('fills categories and tags with both languages', async () => {
    const categories = await rows<{ slug: string; name_en: string; name_ru: string; position: number }>(
      first,
      'SELECT slug, name_en, name_ru, position FROM categories ORDER BY position',
    );
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(new Set(categories.map((c) => c.position)).size).toBe(categories.length);
    for (const c of categories) {
      expect(c.name_en).toMatch(/^[A-Za-z ]+$/);
      expect(c.name_ru).toMatch(/[А-Яа-яЁё]/);
    }
    const tags = await rows<{ tag_name: string; name_en: string; name_ru: string }>(first, 'SELECT * FROM tags');
    expect(tags).toHaveLength(50);
    for (const t of tags) {
      expect(t.tag_name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.name_en.length).toBeGreaterThan(0);
      expect(t.name_ru.length).toBeGreaterThan(0);
    }
  });

  it('writes 60 articles in Russian, English and Lithuanian, complete and sanitized', async () => {
    const byLang = await rows<{ lang: string; n: number }>(first, 'SELECT lang, count(*)::int AS n FROM articles GROUP BY lang');
    expect(Object.fromEntries(byLang.map((r) => [r.lang, r.n]))).toEqual({ ru: 36, en: 16, lt: 8 });

    const list = await rows<{
      id: number;
      title: string;
      lead: string;
      body_html: string;
      author: string;
      image_id: number | null;
      image_alt: string;
      views: number;
      likes: number;
      read_time: number;
      published_at: Date;
      tags: number;
    }>(first, 'SELECT a.*, (SELECT count(*)::int FROM article_tags t WHERE t.article_id = a.id) AS tags FROM articles a');
    expect(new Set(list.map((a) => a.title)).size).toBe(60);
    expect(new Set(list.map((a) => a.lead)).size).toBe(60);
    const windowStart = NOW.getTime() - 90 * 24 * 3600_000;
    for (const a of list) {
      const paragraphs = a.body_html.match(/<(p|h2|blockquote|ul)>/g) ?? [];
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      expect(a.body_html).not.toMatch(/lorem|<script|onerror/i);
      expect(a.author.length).toBeGreaterThan(0);
      expect(a.image_id).not.toBeNull();
      expect(a.image_alt.length).toBeGreaterThan(10);
      expect(a.views).toBeGreaterThanOrEqual(50);
      expect(a.views).toBeLessThanOrEqual(5000);
      expect(a.likes).toBeGreaterThanOrEqual(0);
      expect(a.likes).toBeLessThanOrEqual(300);
      expect(a.read_time).toBeGreaterThanOrEqual(1);
      expect(a.tags).toBeGreaterThanOrEqual(2);
      expect(a.tags).toBeLessThanOrEqual(4);
      const at = new Date(a.published_at).getTime();
      expect(at).toBeLessThan(NOW.getTime());
      expect(at).toBeGreaterThanOrEqual(windowStart);
    }
    // External links went through the sanitizer, which marks them.
    const links = list.flatMap((a) => a.body_html.match(/<a [^>]*>/g) ?? []);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toContain('rel="noopener noreferrer nofollow"');
  });

  it('stores an image for every article, in WebP variants', async () => {
    const images = await rows<{ storage_key: string; widths: number[]; width: number; height: number }>(
      first,
      'SELECT DISTINCT m.storage_key, m.widths, m.width, m.height FROM articles a JOIN media m ON m.id = a.image_id',
    );
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      expect([image.width, image.height]).toEqual([1600, 900]);
      for (const w of image.widths) {
        const file = await first.storage.get(`${image.storage_key}/${w}.webp`);
        expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    }
  });

  it('fills the strip: 20 placements of 18 ads, at least 17 running now', async () => {
    const ads = await rows<{ ad_id: number; url: string; alt: string; active: boolean; starts_at: Date | null; ends_at: Date | null }>(
      first,
      'SELECT * FROM strip_ads WHERE banner_id IS NULL ORDER BY position, id',
    );
    expect(ads).toHaveLength(20);
    expect(new Set(ads.map((a) => a.ad_id)).size).toBe(18);
    const running = ads.filter(
      (a) =>
        a.active &&
        (a.starts_at === null || new Date(a.starts_at) <= NOW) &&
        (a.ends_at === null || new Date(a.ends_at) > NOW),
    );
    expect(new Set(running.map((a) => a.ad_id)).size).toBeGreaterThanOrEqual(17);
    for (const ad of ads) {
      expect(ad.url).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(ad.alt.length).toBeGreaterThan(10);
    }
  });

  it('keeps an archive of 30 weekly issues with a cover and a PDF each', async () => {
    const issues = await rows<{
      number: number;
      title: string;
      published_on: string | Date;
      pages: number;
      cover_key: string;
      cover_widths: number[];
      pdf_key: string;
      pdf_bytes: number;
    }>(
      first,
      `SELECT i.number, i.title, i.published_on::text AS published_on, i.pages,
              c.storage_key AS cover_key, c.widths AS cover_widths, p.storage_key AS pdf_key, p.byte_size AS pdf_bytes
       FROM print_issues i JOIN media c ON c.id = i.cover_id JOIN media p ON p.id = i.pdf_id
       ORDER BY i.published_on DESC`,
    );
    expect(issues).toHaveLength(30);
    expect(issues[0]!.published_on).toBe('2025-11-20'); // NOW is a Thursday
    issues.forEach((issue, i) => {
      expect(issue.number).toBe(issues[0]!.number - i);
      expect(issue.title).toBe(`Gazeta No. ${issue.number}`);
      expect(issue.published_on).toBe(addDays('2025-11-20', -7 * i));
      expect(new Date(`${String(issue.published_on)}T12:00:00Z`).getUTCDay()).toBe(4);
      expect(issue.pdf_bytes).toBeLessThan(400 * 1024);
    });
    for (const issue of issues) {
      const cover = await first.storage.get(`${issue.cover_key}/${issue.cover_widths.at(-1)}.webp`);
      expect(cover.byteLength).toBeGreaterThan(1000);
      const pdf = await first.storage.get(issue.pdf_key);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // An issue has the pages its PDF has.
      expect(issue.pages, `No. ${issue.number}`).toBe((await PDFDocument.load(pdf)).getPageCount());
    }
    const newest = await PDFDocument.load(await first.storage.get(issues[0]!.pdf_key));
    expect(newest.getPageCount()).toBe(4);
    expect(newest.getTitle()).toBe(issues[0]!.title);
  });

  it(`places exactly ${DELIVERY_POINTS} delivery points around Chicagoland`, async () => {
    const points = await rows<{ name: string; address: string; city: string; state: string; zip: string; lat: number; lng: number; kind: string }>(
      first,
      'SELECT * FROM delivery_points',
    );
    expect(points).toHaveLength(DELIVERY_POINTS);
    const kinds = new Set([
      'grocery', 'pharmacy', 'cafe', 'restaurant', 'library', 'church', 'community-center', 'bakery', 'deli', 'medical-office', 'bookstore',
    ]);
    for (const p of points) {
      expect(distanceKm(DOWNTOWN, { lat: p.lat, lng: p.lng })).toBeLessThan(120);
      expect(p.zip).toMatch(/^\d{5}$/);
      expect(['IL', 'IN', 'WI']).toContain(p.state);
      expect(p.address).toMatch(/^\d+ \S/);
      expect(kinds.has(p.kind)).toBe(true);
    }
    expect(new Set(points.map((p) => `${p.city}|${p.name}`)).size).toBe(points.length);
    expect(new Set(points.map((p) => p.state))).toEqual(new Set(['IL', 'IN', 'WI']));
  });

  it('counts visitors for each of the last 30 Chicago days, today included', async () => {
    const days = await rows<{ day: string; visitors: number }>(first, 'SELECT day::text AS day, visitors FROM site_visit_days ORDER BY day');
    const today = chicagoDay(NOW);
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)));
    for (const d of days) {
      expect(d.visitors).toBeGreaterThanOrEqual(300);
      expect(d.visitors).toBeLessThanOrEqual(900);
    }
  });
});

describe('the community feed of the demo', () => {
  it('publishes at least 40 posts in Russian and English across the tags, sanitized, some with pictures', async () => {
    const posts = await rows<{ id: number; title: string; content_html: string; excerpt: string; tag_id: number; images: number; created_at: Date }>(
      first,
      "SELECT p.*, (SELECT count(*)::int FROM feed_post_images i WHERE i.post_id = p.id) AS images FROM feed_posts p WHERE status = 'approved'",
    );
    expect(posts.length).toBeGreaterThanOrEqual(40);
    const russian = posts.filter((p) => /[А-Яа-яЁё]/.test(p.title));
    expect(russian.length).toBeGreaterThanOrEqual(20);
    expect(posts.length - russian.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((p) => p.tag_id)).size).toBeGreaterThanOrEqual(25);
    const withImages = posts.filter((p) => p.images > 0);
    expect(withImages.length / posts.length).toBeGreaterThan(0.2);
    expect(withImages.length / posts.length).toBeLessThan(0.35);
    for (const p of posts) {
      expect(p.images).toBeLessThanOrEqual(3);
      expect(p.content_html).toMatch(/^<(p|h2|h3|ul|ol)>/);
      expect(p.content_html).not.toMatch(/<script|onerror|style=/i);
      expect(p.excerpt.length).toBeGreaterThan(20);
      expect(new Date(p.created_at).getTime()).toBeLessThan(NOW.getTime());
    }
    const html = posts.map((p) => p.content_html).join('');
    for (const tag of ['<ul>', '<ol>', '<a href="https://', '<strong>', '<blockquote>']) expect(html).toContain(tag);
  });

  it('has threads of comments and replies, and likes whose counts match their rows', async () => {
    const [threads] = await rows<{ comments: number; replies: number; posts: number }>(
      first,
      "SELECT count(*)::int AS comments, count(reply_to)::int AS replies, count(DISTINCT post_id)::int AS posts FROM feed_comments WHERE status = 'approved'",
    );
    expect(threads!.comments).toBeGreaterThan(100);
    expect(threads!.replies).toBeGreaterThan(20);
    expect(threads!.posts).toBeGreaterThan(30);
    const mismatched = await rows(
      first,
      `SELECT p.id FROM feed_posts p
       WHERE p.likes <> (SELECT count(*) FROM feed_post_likes l WHERE l.post_id = p.id)
          OR p.comments_count <> (SELECT count(*) FROM feed_comments c WHERE c.post_id = p.id AND c.status = 'approved' AND c.deleted_at IS NULL)`,
    );
    expect(mismatched).toEqual([]);
    const [selfLikes] = await rows<{ n: number }>(first, 'SELECT count(*)::int AS n FROM feed_post_likes l JOIN feed_posts p ON p.id = l.post_id WHERE l.user_id = p.author_id');
    expect(selfLikes!.n).toBe(0);
    // A reply is in the thread of a comment of the same post, never before it.
    const strays = await rows(
      first,
      'SELECT c.id FROM feed_comments c JOIN feed_comments r ON r.id = c.root_id WHERE r.post_id <> c.post_id OR r.root_id IS NOT NULL OR c.created_at < r.created_at',
    );
    expect(strays).toEqual([]);
  });

  it('leaves work for the moderator and news for the demo reader', async () => {
    const states = await rows<{ status: string; n: number }>(first, 'SELECT status, count(*)::int AS n FROM feed_posts GROUP BY status');
    const byStatus = Object.fromEntries(states.map((r) => [r.status, r.n]));
    expect(byStatus['pending']).toBeGreaterThanOrEqual(3);
    expect(byStatus['rejected']).toBe(1);
    expect(byStatus['draft']).toBe(1);
    const [pendingComments] = await rows<{ n: number }>(first, "SELECT count(*)::int AS n FROM feed_comments WHERE status = 'pending'");
    expect(pendingComments!.n).toBeGreaterThanOrEqual(4);
    const notes = await rows<{ type: string; read_at: Date | null; email: string }>(
      first,
      'SELECT n.type, n.read_at, u.email FROM notifications n JOIN users u ON u.id = n.user_id',
    );
    expect(new Set(notes.map((n) => n.email))).toEqual(new Set(['reader@demo.gazeta.local']));
    expect(new Set(notes.map((n) => n.type))).toEqual(new Set(['post_approved', 'post_rejected', 'ForumComment', 'comment_approved']));
    expect(notes.filter((n) => n.read_at === null).length).toBeGreaterThanOrEqual(2);
    expect(notes.filter((n) => n.read_at !== null).length).toBeGreaterThanOrEqual(1);
  });

  it('grows with the scale: generated posts older than the handwritten ones, with comments and replies', async () => {
    const count = async (s: Seeded, where: string) => (await rows<{ n: number }>(s, `SELECT count(*)::int AS n FROM ${where}`))[0]!.n;
    const approved = "feed_posts WHERE status = 'approved'";
    const comments = "feed_comments WHERE status = 'approved'";
    expect(await count(doubled, approved)).toBe(2 * (await count(first, approved)));
    expect(await count(doubled, comments)).toBe(2 * (await count(first, comments)));
    const [order] = await rows<{ newest_generated: Date; oldest_handwritten: Date; replies: number }>(
      doubled,
      `SELECT (SELECT max(created_at) FROM feed_posts WHERE title LIKE '% (2)') AS newest_generated,
              (SELECT min(created_at) FROM feed_posts WHERE title NOT LIKE '% (_)') AS oldest_handwritten,
              (SELECT count(*)::int FROM feed_comments c JOIN feed_posts p ON p.id = c.post_id WHERE p.title LIKE '% (2)' AND c.reply_to IS NOT NULL) AS replies`,
    );
    expect(new Date(order!.newest_generated).getTime()).toBeLessThan(new Date(order!.oldest_handwritten).getTime());
    expect(order!.replies).toBeGreaterThan(0);
    await expect(seedDemoContent({ db: first.database.db, storage: first.storage }, { feedPosts: -1 })).rejects.toThrow(RangeError);
  });
});

describe('seedDemoContent', () => {
  it('tells an empty database from one with content', async () => {
    expect(first.wasEmpty).toBe(true);
    expect(await hasContent(first.database.db)).toBe(true);
  });

  it('does nothing the second time', async () => {
    const again = await seedDemoContent({ db: first.database.db, storage: first.storage }, { now: NOW });
    expect(again.seeded).toBe(false);
    expect(again.counts).toEqual(first.result.counts);
  });

  it('rejects a scale that is not a whole number of at least 1', async () => {
    for (const scale of [0, -1, 1.5, Number.NaN]) {
      await expect(seedDemoContent({ db: first.database.db, storage: first.storage }, { scale })).rejects.toThrow(RangeError);
    }
  });

  it('gives the same rows and files for the same clock (scale 2 reproduces all of scale 1)', async () => {
    const a = await snapshot(first);
    const b = await snapshot(doubled);
    const ofScale1 = {
      ...b,
      articles: b.articles.slice(0, a.articles.length),
      articleTags: b.articleTags.filter((t) => t.articleId <= a.articles.length),
      media: b.media.slice(0, a.media.length),
      issues: b.issues.slice(0, a.issues.length),
      // The feed's generated bulk follows the handwritten posts and their comments; the counts
      // of the handwritten ones do not move.
      feedPosts: b.feedPosts.slice(0, a.feedPosts.length),
      feedComments: b.feedComments.slice(0, a.feedComments.length),
    };
    expect(ofScale1.articles.map((x) => [x.title, x.publishedAt, x.views])).toEqual(a.articles.map((x) => [x.title, x.publishedAt, x.views]));
    expect(ofScale1.media.map((m) => m.storageKey)).toEqual(a.media.map((m) => m.storageKey));
    expect(ofScale1).toEqual(a);
    for (const m of a.media) {
      const key = m.kind === 'image' ? `${m.storageKey}/${m.widths[0]}.webp` : m.storageKey;
      expect((await doubled.storage.get(key)).equals(await first.storage.get(key))).toBe(true);
    }
  });

  it('multiplies articles and issues by the scale, and nothing else', async () => {
    expect(doubled.result.counts).toMatchObject({
      articles: 120,
      print_issues: 60,
      print_editions: 2,
      edition_issues: 50,
      tags: 50,
      // The newsroom's 20 placements and the demo reader's three approved banners.
      strip_ads: 23,
      delivery_points: DELIVERY_POINTS,
      site_visit_days: 30,
      categories: first.result.counts['categories'],
    });
    const [titles] = await rows<{ n: number }>(doubled, 'SELECT count(DISTINCT title)::int AS n FROM articles');
    expect(titles?.n).toBe(120);
    const [issues] = await rows<{ oldest: string; covers: number; pdfs: number }>(
      doubled,
      'SELECT min(published_on)::text AS oldest, count(DISTINCT cover_id)::int AS covers, count(DISTINCT pdf_id)::int AS pdfs FROM print_issues',
    );
    expect(issues?.oldest).toBe(addDays('2025-11-20', -7 * 59));
    // Every issue has its own PDF; the deeper archive shares a few generic covers.
    expect(issues?.pdfs).toBe(60);
    expect(issues?.covers).toBeGreaterThan(30);
  });
});

describe("the demo reader's banners", () => {
  it('has one in every state, the approved ones placed in the strip for their runs, the run days counted', async () => {
    const banners = await rows<{ id: number; status: string; starts_on: string; ends_on: string; order_id: number | null }>(
      first,
      `SELECT b.id, b.status, b.starts_on::text, b.ends_on::text, b.order_id FROM banners b JOIN users u ON u.id = b.owner_id WHERE u.email = 'reader@demo.gazeta.local' ORDER BY b.id`,
    );
    expect(new Set(banners.map((b) => b.status))).toEqual(new Set(['approved', 'awaiting_review', 'awaiting_payment', 'rejected']));
    expect(banners.find((b) => b.status === 'awaiting_payment')!.order_id).not.toBeNull();
    const today = chicagoDay(NOW);
    const phases = banners.filter((b) => b.status === 'approved').map((b) => (today < b.starts_on ? 'scheduled' : today > b.ends_on ? 'ended' : 'running'));
    expect(phases.sort()).toEqual(['ended', 'running', 'scheduled']);
    const placed = await rows<{ banner_id: number; url: string }>(first, 'SELECT banner_id, url FROM strip_ads WHERE banner_id IS NOT NULL');
    expect(placed.map((p) => p.banner_id).sort()).toEqual(banners.filter((b) => b.status === 'approved').map((b) => b.id).sort());
    const media = await rows<{ width: number; height: number }>(first, 'SELECT m.width, m.height FROM banners b JOIN media m ON m.id = b.image_id');
    for (const picture of media) expect(picture).toEqual({ width: 150, height: 600 });
    const [stats] = await rows<{ days: number; impressions: number }>(first, 'SELECT count(*)::int AS days, sum(impressions)::int AS impressions FROM banner_stats');
    expect(stats!.days).toBeGreaterThan(10);
    expect(stats!.impressions).toBeGreaterThan(1000);
  });
});

describe("the demo reader's paper by mail", () => {
  it('has an ended term, one delivered now and one waiting for payment, each with its order', async () => {
    const terms = await rows<{ status: string; starts_on: string | null; ends_on: string | null; order_id: number | null }>(
      first,
      `SELECT s.status, s.starts_on::text, s.ends_on::text, s.order_id FROM print_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = 'reader@demo.gazeta.local' ORDER BY s.id`,
    );
    const today = chicagoDay(NOW);
    const phases = terms.map((s) => (s.status !== 'paid' ? s.status : today > s.ends_on! ? 'ended' : today < s.starts_on! ? 'scheduled' : 'active'));
    expect(phases).toEqual(['ended', 'active', 'awaiting_payment']);
    expect(terms[2]!.order_id).not.toBeNull();
    const [lines] = await rows<{ n: number }>(first, `SELECT count(*)::int AS n FROM order_lines WHERE subject_kind = 'print_subscription'`);
    expect(lines!.n).toBe(3);
  });
});

describe("the demo reader's social-posting requests", () => {
  it('has one in each state, the published one with its links', async () => {
    const requests = await rows<{ status: string; links: Record<string, string>; networks: string[] }>(
      first,
      `SELECT r.status, r.links, r.networks FROM social_requests r JOIN users u ON u.id = r.owner_id WHERE u.email = 'reader@demo.gazeta.local' ORDER BY r.id`,
    );
    expect(requests.map((r) => r.status).sort()).toEqual(['awaiting_payment', 'awaiting_publication', 'published', 'rejected']);
    const published = requests.find((r) => r.status === 'published')!;
    expect(Object.keys(published.links).sort()).toEqual([...published.networks].sort());
  });
});

describe("the demo reader's display ads", () => {
  it('has one in each state; the running one booked for its 12 weeks, its issues out with their tear sheets', async () => {
    const ads = await rows<{ id: number; status: string; booked: number; out: number; sheets: number; order_lines: number }>(
      first,
      `SELECT a.id, a.status,
         (SELECT count(*)::int FROM display_ad_bookings b WHERE b.ad_id = a.id) AS booked,
         (SELECT count(*)::int FROM display_ad_bookings b JOIN edition_issues ei ON ei.id = b.issue_id WHERE b.ad_id = a.id AND ei.archive_issue_id IS NOT NULL) AS out,
         (SELECT count(*)::int FROM display_ad_bookings b WHERE b.ad_id = a.id AND b.tear_sheet_at IS NOT NULL) AS sheets,
         (SELECT count(*)::int FROM order_lines l WHERE l.subject_kind = 'display_ad' AND l.subject_id = a.id::text) AS order_lines
       FROM display_ads a JOIN users u ON u.id = a.owner_id WHERE u.email = 'reader@demo.gazeta.local' ORDER BY a.id`,
    );
    expect(ads.map((a) => a.status).sort()).toEqual(['approved', 'awaiting_payment', 'awaiting_review', 'rejected']);
    const running = ads.find((a) => a.status === 'approved')!;
    expect(running.booked).toBe(12);
    expect(running.out).toBeGreaterThan(0);
    expect(running.sheets).toBe(running.out);
    expect(ads.find((a) => a.status === 'awaiting_review')!.booked).toBe(4);
    expect(ads.every((a) => a.order_lines === 1)).toBe(true);
  });
});

describe("the demo reader's ads and their orders", () => {
  type Ad = {
    id: number;
    title: string;
    status: string;
    price_cents: number;
    paid_cents: number;
    order_id: number | null;
  };
  type Line = {
    order_id: number;
    status: string;
    email: string;
    total_cents: number;
    paid_cents: number;
    refunded_cents: number;
    subject_id: string;
    description_key: string;
    description_params: Record<string, unknown>;
    quantity: number;
    amount_cents: number;
  };

  it('pays through orders: open for the ad awaiting payment, one declined (payable again), paid for the paid ads, refunded for the rejected one', async () => {
    const ads = await rows<Ad>(
      first,
      "SELECT c.id, c.title, c.status, c.price_cents, c.paid_cents, c.order_id FROM classifieds c JOIN users u ON u.id = c.owner_id WHERE u.email = 'reader@demo.gazeta.local' ORDER BY c.id",
    );
    const lines = await rows<Line>(
      first,
      `SELECT o.id AS order_id, o.status, u.email, o.total_cents, o.paid_cents, o.refunded_cents,
         l.subject_id, l.description_key, l.description_params, l.quantity, l.amount_cents
       FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN users u ON u.id = o.user_id
       WHERE l.subject_kind = 'classified' ORDER BY o.id`,
    );
    const adOf = (line: Line) => ads.find((ad) => String(ad.id) === line.subject_id);
    // One line per order, for one of the reader's ads, named and priced as placing makes it.
    expect(new Set(lines.map((l) => l.order_id)).size).toBe(lines.length);
    for (const line of lines) {
      const ad = adOf(line);
      expect(ad, line.subject_id).toBeDefined();
      expect(line).toMatchObject({ email: 'reader@demo.gazeta.local', description_key: 'lines.classified', description_params: { title: ad!.title }, quantity: 1 });
      expect(line.amount_cents).toBe(ad!.price_cents);
      expect(line.total_cents).toBe(ad!.price_cents);
      expect(ad!.price_cents).toBeGreaterThan(0);
    }
    const byStatus = (status: string) => lines.filter((l) => l.status === status);

    const [open, ...moreOpen] = byStatus('awaiting_payment');
    expect(moreOpen).toEqual([]);
    expect(adOf(open!)).toMatchObject({ status: 'awaiting_payment', paid_cents: 0, order_id: open!.order_id });

    const [failed, ...moreFailed] = byStatus('failed');
    expect(moreFailed).toEqual([]);
    // Declined: the ad still waits for payment, its order payable again.
    expect(adOf(failed!)).toMatchObject({ status: 'awaiting_payment', paid_cents: 0, order_id: failed!.order_id });
    expect(isPayable('failed')).toBe(true);
    const [events] = await rows<{ kinds: string[] }>(first, 'SELECT array_agg(kind ORDER BY id) AS kinds FROM order_events WHERE order_id = $1', [failed!.order_id]);
    expect(events!.kinds).toContain('failed');

    const paid = byStatus('paid');
    expect(paid.length).toBeGreaterThan(0);
    for (const line of paid) {
      expect(line.paid_cents).toBe(line.total_cents);
      expect(adOf(line)).toMatchObject({ paid_cents: line.amount_cents, order_id: null });
    }
    // Every ad of the reader's own (not the catalogue's demo ads) that has something paid has it from a paid order.
    const own = ads.filter((a) => READER_ADS.some((r) => r.title === a.title));
    expect(own.length).toBe(READER_ADS.length);
    const ownPaid = own.filter((a) => a.paid_cents > 0);
    expect(ownPaid.length).toBeGreaterThan(0);
    for (const ad of ownPaid) expect(paid.map((l) => l.subject_id)).toContain(String(ad.id));

    const [refunded, ...moreRefunded] = byStatus('refunded');
    expect(moreRefunded).toEqual([]);
    expect(refunded!.refunded_cents).toBe(refunded!.total_cents);
    expect(adOf(refunded!)).toMatchObject({ status: 'rejected', paid_cents: 0, order_id: null });
    expect(lines.length).toBe(paid.length + 3);

    // An ad not paid yet only holds its issues until their deadline; a paid one has them (decision 025).
    const bookings = await rows<{ id: number; held: boolean }>(first, 'SELECT classified_id AS id, held FROM classified_bookings WHERE classified_id = ANY($1::int[])', [own.map((a) => a.id)]);
    expect(bookings.length).toBeGreaterThan(0);
    for (const booking of bookings) {
      const ad = own.find((a) => a.id === booking.id)!;
      expect(booking.held, ad.title).toBe(ad.paid_cents < ad.price_cents);
    }
  });
});
