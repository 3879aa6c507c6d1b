import { createHash, randomBytes } from 'node:crypto';
import { count, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DELIVERY_POINTS } from '@gazeta/contract';
import type { Db } from '../db/client.ts';
import {
  articleTags,
  articles,
  categories,
  businesses,
  classifiedBookings,
  classifiedImages,
  classifieds,
  deliveryPoints,
  editionIssues,
  eventDays,
  eventImages,
  events,
  feedComments,
  feedPostLikes,
  feedPosts,
  media,
  notifications,
  outboxMessages,
  printEditions,
  printIssues,
  siteVisitDays,
  users,
  stripAds,
  tags,
  ratings,
  votes,
  voteTotals,
} from '../db/schema/index.ts';
import type { FileStorage } from '../providers/storage.ts';
import type { MediaRow } from '../modules/media/service.ts';
import { processImage, type ImageInput, type ProcessedImage } from '../providers/images.ts';
import { sandboxPayments } from '../providers/payments.ts';
import { pdfPageCount } from '../modules/archive/index.ts';
import { createServices } from '../services.ts';
import { seedStaffActions } from './staff-actions.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './accounts.ts';
import { bannerAlt, bannerSvg, skyscraperSvg } from './art/banner.ts';
import { seedMemberBanners, seedRunningBanners } from './banners.ts';
import { seedReaderSubscriptions } from './subscriptions.ts';
import { seedReaderSocialRequests } from './social-requests.ts';
import { seedReaderDisplayAds } from './display-ads.ts';
import { classifiedPictureSvg } from './art/classified-pictures.ts';
import { eventPictureKeys, eventPictureSvg } from './art/event-pictures.ts';
import { coverSvg } from './art/cover.ts';
import { feedPictureSvg } from './art/feed-pictures.ts';
import { ILLUSTRATIONS, illustrationSvg } from './art/illustrations.ts';
import { renderPng } from './art/svg.ts';
import { planArticles } from './articles.ts';
import { classifiedPictureKeys, DEMO_CLASSIFIEDS, planClassifieds, seedClassifieds } from './classifieds.ts';
import { businessLogos, DEMO_BUSINESSES, planBusinesses, seedBusinesses } from './businesses.ts';
import { businessLogoSvg } from './art/business-logos.ts';
import { ADVERTISERS, CATEGORIES, PLACEMENTS, TAGS } from './content/index.ts';
import { generateDeliveryPoints } from './delivery.ts';
import { DEMO_EVENTS, planEvents, readerEvents, seedEvents } from './events.ts';
import { seedVotes } from './votes.ts';
import { demoFeedPictureKeys, seedFeed } from './feed.ts';
import { BASE_ISSUES, planIssues, type PlannedIssue } from './issues.ts';
import { buildIssuePdf } from './pdf.ts';
import { seedPrintSchedule } from './print.ts';
import { streamFor } from './random.ts';
import { seedReaderClassifieds } from './reader-classifieds.ts';
import { generateVisitDays } from './visits.ts';
import { seedReview } from './review.ts';
import { giveArticlesAnAuthor, seedNewsroomWork } from './newsroom.ts';

export interface SeedOptions {
  /** Multiplies the articles, the archive issues and the feed (integer ≥ 1; default 1). */
  scale?: number;
  /** Approved feed posts in all, for benchmarks (default: the handwritten ones × scale). */
  feedPosts?: number;
  /** Approved feed comments in all, for benchmarks (default: the handwritten ones' × scale). */
  feedComments?: number;
  /** Running private ads in all, for benchmarks (default: DEMO_CLASSIFIEDS × scale). */
  classifieds?: number;
  /** Business listings in all, for benchmarks (default: DEMO_BUSINESSES × scale). */
  businesses?: number;
  /** Events in all, for benchmarks (default: DEMO_EVENTS × scale). */
  events?: number;
  /** More running banners of members in the strip, for benchmarks (default: none beyond the demo reader's). */
  banners?: number;
  /**
   * The demo editor's work in the newsroom (a draft, a scheduled article, a story in two
   * languages; default true). The API tests' template leaves it out: their counts are of the
   * published catalogue, and the newsroom's tests make their own.
   */
  newsroomWork?: boolean;
  /** What "today" is for every date in the content (default: the current time). */
  now?: Date;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  /** Rows in each content table afterwards. */
  counts: Record<string, number>;
}

/** The seed of every random draw: the same `now` and `scale` always give the same content. */
const SEED = 20_140_101;
const DAY_MS = 24 * 3600_000;
/** Covers go into the PDFs as they are: compressed well enough to keep each PDF near 200 KB. */
const COVER_PNG_COMPRESSION = 6;
/** Generic covers shared by the issues beyond the newest BASE_ISSUES (scale > 1). */
const ARCHIVE_COVERS = 12;
/** How many files are prepared ahead of the one being stored. */
const LOOKAHEAD = 3;

const COUNTED_TABLES: Record<string, PgTable> = {
  media,
  categories,
  tags,
  articles,
  article_tags: articleTags,
  strip_ads: stripAds,
  print_issues: printIssues,
  print_editions: printEditions,
  edition_issues: editionIssues,
  delivery_points: deliveryPoints,
  site_visit_days: siteVisitDays,
  users,
  feed_posts: feedPosts,
  feed_comments: feedComments,
  feed_post_likes: feedPostLikes,
  notifications,
  classifieds,
  classified_images: classifiedImages,
  classified_bookings: classifiedBookings,
  businesses,
  events,
  event_days: eventDays,
  event_images: eventImages,
  vote_totals: voteTotals,
  votes,
  ratings,
};

/** True when the database has content: any category exists. */
export async function hasContent(db: Db): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}

/** Rows in each content table. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(COUNTED_TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/**
 * Prepares items a few ahead (rendering runs on sharp's threads and overlaps the storing) but
 * stores them strictly in order, so media ids come out the same on every run.
 */
async function inOrder<T, P, R>(
  items: readonly T[],
  prepare: (item: T, index: number) => Promise<P>,
  store: (prepared: P, item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const pending: Promise<P>[] = [];
  let next = 0;
  const fill = () => {
    while (next < items.length && pending.length < LOOKAHEAD) {
      const index = next++;
      const promise = prepare(items[index]!, index);
      // Awaited in turn below; this only keeps an early failure from counting as unhandled.
      promise.catch(() => undefined);
      pending.push(promise);
    }
  };
  const results: R[] = [];
  fill();
  for (let index = 0; index < items.length; index++) {
    const prepared = await pending.shift()!;
    fill();
    results.push(await store(prepared, items[index]!, index));
  }
  return results;
}

/**
 * Fills an empty database with demo content generated locally: sections, tags, articles in
 * Russian, English and Lithuanian with illustrations, the advertisements strip, the archive
 * of printed issues (covers and PDFs), the print schedule of two editions, the delivery points
 * and a month of visitor counts.
 *
 * Files are stored first (named by content, so storing again after a crash is harmless), then
 * every row goes in one transaction: the database has either all of the content or none.
 */
const processed = new Map<string, Promise<ProcessedImage>>();

/** The image pipeline, once per process for the same picture (see renderPng). */
function processImageOnce(input: ImageInput, options?: { maxPixels?: number }): Promise<ProcessedImage> {
  if ('path' in input) return processImage(input, options);
  const key = createHash('sha256').update(input).digest('hex');
  let result = processed.get(key);
  if (!result) {
    result = processImage(input, options);
    processed.set(key, result);
    result.catch(() => processed.delete(key));
  }
  return result;
}

/** The seed writes content; it never sends an SMS or an e-mail. */
const NO_MESSAGES = {
  sms: { send: () => Promise.reject(new Error('the demo seed sends no SMS')) },
  mailer: { send: () => Promise.reject(new Error('the demo seed sends no e-mail')) },
  // The sandbox moves no money; the seed writes its orders as rows (seed/orders.ts).
  payments: sandboxPayments({ secret: randomBytes(32).toString('hex') }),
  publicUrl: 'http://localhost',
};

export async function seedDemoContent(deps: { db: Db; storage: FileStorage }, options: SeedOptions = {}): Promise<SeedResult> {
  const { db, storage } = deps;
  const scale = options.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1) throw new RangeError(`scale must be a whole number of at least 1, not ${scale}`);
  for (const [name, value] of [['feedPosts', options.feedPosts], ['feedComments', options.feedComments], ['classifieds', options.classifieds], ['businesses', options.businesses], ['events', options.events], ['banners', options.banners]] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) throw new RangeError(`${name} must be a whole number, not ${value}`);
  }
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  if (await hasContent(db)) return { seeded: false, counts: await countRows(db) };

  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const services = createServices({ db, storage, ...NO_MESSAGES, now: () => now, processImage: processImageOnce, contentNames: true });

  // The plan: every text, number and date, before anything is written.
  const plannedArticles = planArticles(now, scale, (copy) => streamFor(SEED, `articles/${copy}`));
  const plannedIssues = planIssues(now, scale, plannedArticles, streamFor(SEED, 'issues'));
  const points = generateDeliveryPoints(streamFor(SEED, 'delivery'));
  if (points.length !== DELIVERY_POINTS) throw new Error(`expected ${DELIVERY_POINTS} delivery points, made ${points.length}`);
  const visitDays = generateVisitDays(now, streamFor(SEED, 'visits'));
  const towns = topTowns(points, 16);

  // Files: the pictures of the pool that articles show (each story's subject, decided in the plan).
  const usedIllustrations = [...new Set(plannedArticles.map((a) => a.illustration))].sort((a, b) => a - b);
  const illustrationRows = await inOrder(
    usedIllustrations,
    (index) => renderPng(illustrationSvg(ILLUSTRATIONS[index]!)),
    (png) => services.media.storeImage(png),
  );
  const illustrationMedia = new Map(usedIllustrations.map((index, i) => [index, illustrationRows[i]!]));
  log(`stored ${illustrationRows.length} article illustrations (${elapsed()})`);

  const bannerMedia = await inOrder(
    ADVERTISERS,
    (ad) => renderPng(bannerSvg(ad)),
    (png) => services.media.storeImage(png),
  );
  log(`stored ${bannerMedia.length} advertisement banners (${elapsed()})`);
  // The demo reader's own banners (issue #16): 150 × 600, the first advertisers' names on them.
  const memberAdvertisers = ADVERTISERS.slice(0, 6);
  const memberBannerMedia = await inOrder(
    memberAdvertisers,
    (ad) => renderPng(skyscraperSvg(ad)),
    (png) => services.media.storeImage(png),
  );

  const feedPictureKeys = demoFeedPictureKeys();
  const feedMedia = await inOrder(
    feedPictureKeys,
    (key) => renderPng(feedPictureSvg(key)),
    (png) => services.media.storeImage(png),
  );
  log(`stored ${feedMedia.length} pictures for feed posts (${elapsed()})`);

  const plannedAds = planClassifieds(now, options.classifieds ?? DEMO_CLASSIFIEDS * scale, (label) => streamFor(SEED, label));
  const adPictureKeys = classifiedPictureKeys();
  const adPictureMedia = await inOrder(
    adPictureKeys,
    (key) => renderPng(classifiedPictureSvg(key)),
    (png) => services.media.storeImage(png),
  );
  log(`stored ${adPictureMedia.length} pictures for private ads (${elapsed()})`);

  const plannedBusinesses = planBusinesses(now, options.businesses ?? DEMO_BUSINESSES * scale, (label) => streamFor(SEED, label));
  const logoMedia = await inOrder(
    businessLogos(),
    (logo) => renderPng(businessLogoSvg(logo)),
    (png) => services.media.storeImage(png),
  );
  log(`stored ${logoMedia.length} business logos (${elapsed()})`);
  const plannedEvents = [...planEvents(now, options.events ?? DEMO_EVENTS * scale, (label) => streamFor(SEED, label)), ...readerEvents(now)];
  const eventPictures = eventPictureKeys();
  const eventPictureMedia = await inOrder(
    eventPictures,
    (key) => renderPng(eventPictureSvg(key)),
    (png) => services.media.storeImage(png),
  );
  log(`stored ${eventPictureMedia.length} posters for events (${elapsed()})`);

  const pdfContext = { towns };
  const newest = plannedIssues.slice(0, BASE_ISSUES);
  // Each issue's page count is its PDF's.
  const issueMedia: { cover: MediaRow; pdf: MediaRow; pages: number }[] = await inOrder(
    newest,
    (issue) => prepareIssueFiles(issue, pdfContext),
    async ({ cover, pdf }) => ({ cover: await services.media.storeImage(cover), pdf: await services.media.storePdf(pdf), pages: await pdfPageCount(pdf) }),
  );
  log(`stored ${issueMedia.length} issue covers and PDFs (${elapsed()})`);

  // The deeper archive a larger scale adds shares a few generic archive covers, so that each
  // further issue costs a PDF rather than a full image pipeline.
  const deeper = plannedIssues.slice(BASE_ISSUES);
  if (deeper.length > 0) {
    const russian = plannedArticles.filter((a) => a.copy === 0 && a.lang === 'ru');
    const archiveCovers = await inOrder(
      Array.from({ length: ARCHIVE_COVERS }, (_, i) => i),
      async (i) => {
        const front = [0, 1, 2, 3].map((k) => russian[(i * 4 + k) % russian.length]!);
        const svg = coverSvg({
          edition: null,
          headlines: front.map((a) => a.title),
          // The lead story's own picture.
          picture: front[0]!.illustration,
          seed: SEED + i,
        });
        return renderPng(svg, { scale: 0.5, compressionLevel: COVER_PNG_COMPRESSION });
      },
      async (png) => ({ png, image: await services.media.storeImage(png) }),
    );
    const deeperMedia = await inOrder(
      deeper,
      async (issue, i) => {
        const cover = archiveCovers[i % archiveCovers.length]!;
        return { cover: cover.image, pdf: await issuePdf(issue, cover.png, pdfContext) };
      },
      async ({ cover, pdf }) => ({ cover, pdf: await services.media.storePdf(pdf), pages: await pdfPageCount(pdf) }),
    );
    issueMedia.push(...deeperMedia);
    log(`stored ${archiveCovers.length} archive covers and ${deeperMedia.length} more PDFs (${elapsed()})`);
  }

  // Rows, all or nothing.
  const seeded = await db.transaction(async (tx) => {
    if (await hasContent(tx)) return false;
    const txServices = createServices({ db: tx, storage, ...NO_MESSAGES, now: () => now });

    const categoryRows = await tx
      .insert(categories)
      .values(CATEGORIES.map((c, i) => ({ slug: c.slug, nameEn: c.nameEn, nameRu: c.nameRu, position: i + 1 })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));
    const tagRows = await tx
      .insert(tags)
      .values(TAGS.map((tag) => ({ tagName: tag.name, nameEn: tag.en, nameRu: tag.ru })))
      .returning({ id: tags.id, tagName: tags.tagName });
    const tagId = new Map(tagRows.map((row) => [row.tagName, row.id]));

    // Oldest first, so ids grow with publication time as they would have in real life (within
    // each copy a larger scale adds, so the first 60 rows are the same at every scale).
    const chronological = [...plannedArticles].sort((a, b) => a.copy - b.copy || a.publishedAt.getTime() - b.publishedAt.getTime());
    for (const article of chronological) {
      await txServices.articles.create({
        categoryId: categoryId.get(article.category)!,
        lang: article.lang,
        title: article.title,
        lead: article.lead,
        bodyHtml: article.bodyHtml,
        author: article.author,
        imageId: illustrationMedia.get(article.illustration)!.id,
        imageAlt: article.imageAlt,
        tagIds: article.tags.map((name) => tagId.get(name)!),
        publishedAt: article.publishedAt,
        views: article.views,
        likes: article.likes,
      });
    }
    // The demo's likes came from readers before members voted (decision 029): counted, owned by nobody.
    await tx.execute(sql`INSERT INTO ${voteTotals} (subject_kind, subject_id, likes) SELECT 'article', id, likes FROM ${articles} WHERE likes > 0`);
    // Each article's words went into the search spellings as it was published.
    await txServices.search.spellingsComplete();
    log(`inserted ${chronological.length} articles (${elapsed()})`);

    const bannerOf = new Map(ADVERTISERS.map((ad, i) => [ad.adId, { ad, image: bannerMedia[i]! }]));
    const at = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY_MS));
    await tx.insert(stripAds).values(
      PLACEMENTS.map((placement) => {
        const { ad, image } = bannerOf.get(placement.adId)!;
        return {
          adId: ad.adId,
          url: ad.url,
          imageId: image.id,
          alt: bannerAlt(ad),
          // The picture's own words (a name, a slogan) describe it in either language.
          altEn: bannerAlt(ad),
          position: placement.position,
          active: true,
          startsAt: at(placement.startsInDays),
          endsAt: at(placement.endsInDays),
        };
      }),
    );

    const archive = await tx
      .insert(printIssues)
      .values(
        plannedIssues.map((issue, i) => ({
          number: issue.number,
          title: issue.title,
          publishedOn: issue.publishedOn,
          pages: issueMedia[i]!.pages,
          coverId: issueMedia[i]!.cover.id,
          pdfId: issueMedia[i]!.pdf.id,
        })),
      )
      .returning({ id: printIssues.id, publishedOn: printIssues.publishedOn });
    await seedPrintSchedule(tx, now, archive);
    await tx.insert(deliveryPoints).values(points);
    // Days already counted by real visitors keep their numbers.
    await tx.insert(siteVisitDays).values(visitDays).onConflictDoNothing();
    await seedDemoAccounts(tx, now);
    await giveArticlesAnAuthor(tx);
    if (options.newsroomWork !== false) {
      await seedNewsroomWork(tx, txServices, now);
      log(`inserted the demo editor's newsroom work (${elapsed()})`);
    }
    const feed = await seedFeed(tx, {
      now,
      scale,
      posts: options.feedPosts,
      comments: options.feedComments,
      pictures: new Map(feedPictureKeys.map((key, i) => [key, feedMedia[i]!.id])),
      random: (label) => streamFor(SEED, label),
      log,
    });
    log(`inserted ${feed.posts} feed posts and ${feed.comments} comments (${elapsed()})`);
    const readerAds = await seedReaderClassifieds(tx, { now, readerEmail: DEMO_ACCOUNTS.find((account) => account.role === 'user')!.email });
    log(`inserted the demo reader's ${readerAds} classifieds (${elapsed()})`);
    const readerBanners = await seedMemberBanners(tx, {
      now,
      readerEmail: DEMO_ACCOUNTS.find((account) => account.role === 'user')!.email,
      advertisers: memberAdvertisers,
      pictures: memberBannerMedia.map((row) => row.id),
    });
    log(`inserted the demo reader's ${readerBanners} banners (${elapsed()})`);
    const readerSubscriptions = await seedReaderSubscriptions(tx, { now, readerEmail: DEMO_ACCOUNTS.find((account) => account.role === 'user')!.email });
    log(`inserted the demo reader's ${readerSubscriptions} subscriptions to the paper by mail (${elapsed()})`);
    const readerPosts = await seedReaderSocialRequests(tx, { now, readerEmail: DEMO_ACCOUNTS.find((account) => account.role === 'user')!.email });
    log(`inserted the demo reader's ${readerPosts} social-posting requests (${elapsed()})`);
    const readerDisplayAds = await seedReaderDisplayAds(tx, { now, readerEmail: DEMO_ACCOUNTS.find((account) => account.role === 'user')!.email });
    log(`inserted the demo reader's ${readerDisplayAds} display ads (${elapsed()})`);
    if (options.banners) {
      await seedRunningBanners(tx, { now, count: options.banners, advertisers: memberAdvertisers, pictures: memberBannerMedia.map((row) => row.id) });
      log(`inserted ${options.banners} more running banners (${elapsed()})`);
    }

    // After the print schedule's seed (its editions and issues are what print ads book).
    const ads = await seedClassifieds(tx, {
      now,
      plan: plannedAds,
      pictures: new Map(adPictureKeys.map((key, i) => [key, adPictureMedia[i]!.id])),
      indexWords: (texts) => txServices.classifieds.indexWords(texts),
    });
    log(`inserted ${ads.ads} private ads with ${ads.images} pictures and ${ads.bookings} bookings (${elapsed()})`);

    const listings = await seedBusinesses(tx, {
      now,
      plan: plannedBusinesses,
      logos: logoMedia.map((row) => row.id),
      indexWords: (items) => txServices.businesses.indexWords(items),
    });
    log(`inserted ${listings.businesses} businesses, ${listings.deals} with paid hot deals (${elapsed()})`);

    // After the classifieds' seed (its advertisers are the events' organisers too).
    const calendar = await seedEvents(tx, {
      now,
      plan: plannedEvents,
      pictures: new Map(eventPictures.map((key, i) => [key, eventPictureMedia[i]!.id])),
      indexWords: (texts) => txServices.events.indexWords(texts),
    });
    log(`inserted ${calendar.events} events on ${calendar.days} days (${elapsed()})`);

    // Members' likes and ratings on the demo's businesses and events (decision 029).
    const voted = await seedVotes(tx, { now, limit: Math.max(DEMO_BUSINESSES, DEMO_EVENTS) });
    log(`inserted ${voted.votes} votes and ${voted.ratings} ratings (${elapsed()})`);
    await seedReview(tx, now);

    // The demo admin's own actions, audited as they are made (issue #27).
    const actions = await seedStaffActions(tx, txServices);
    log(`made ${actions} staff actions (${elapsed()})`);

    // The media rows were written before the transaction with the database's clock; give them
    // the seeding time, so a run is reproducible down to every column.
    const mediaIds = [...illustrationRows, ...bannerMedia, ...memberBannerMedia, ...feedMedia, ...adPictureMedia, ...logoMedia, ...eventPictureMedia, ...issueMedia.flatMap((m) => [m.cover, m.pdf])].map((m) => m.id);
    await tx.update(media).set({ createdAt: now }).where(inArray(media.id, mediaIds));
    // What the demo's decisions and payments wrote to members' outbox is not for sending (decision 047).
    await tx.delete(outboxMessages);
    return true;
  });
  if (seeded) {
    // Bulk inserts leave no planner statistics and, after the counts' updates, dead rows: without
    // this the feed's partial indexes look empty to the planner (PGlite never runs autovacuum).
    await db.execute(sql`vacuum (analyze)`);
  }
  const counts = await countRows(db);
  log(seeded ? `demo content ready (${elapsed()})` : 'another process seeded the database first');
  return { seeded, counts };
}

interface PdfContext {
  towns: readonly string[];
}

function issuePdf(issue: PlannedIssue, coverPng: Uint8Array, context: PdfContext): Promise<Uint8Array> {
  return buildIssuePdf({
    number: issue.number,
    publishedOn: issue.publishedOn,
    coverPng,
    stories: issue.stories,
    towns: context.towns,
    pointCount: DELIVERY_POINTS,
  });
}

/** An issue's own front page (full size) and its PDF, whose first page is that same PNG. */
async function prepareIssueFiles(issue: PlannedIssue, context: PdfContext): Promise<{ cover: Buffer; pdf: Uint8Array }> {
  const svg = coverSvg({
    edition: { number: issue.number, publishedOn: issue.publishedOn },
    headlines: issue.coverHeadlines,
    picture: issue.picture,
    seed: issue.seed,
  });
  const cover = await renderPng(svg, { compressionLevel: COVER_PNG_COMPRESSION });
  return { cover, pdf: await issuePdf(issue, cover, context) };
}

/** Towns with the most delivery points, most first. */
function topTowns(points: readonly { city: string }[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const p of points) counts.set(p.city, (counts.get(p.city) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([city]) => city);
}
