import { asc, eq } from 'drizzle-orm';
import {
  DEFAULT_RATES,
  addDays,
  NO_EXTRAS,
  onlineValidUntil,
  printValidUntil,
  quoteClassified,
  type ClassifiedExtras,
  type ClassifiedVersion,
} from '@gazeta/contract';
import { chicagoDay } from '../lib/chicago-time.ts';
import type { Db } from '../db/client.ts';
import { classifiedBookings, classifiedImages, classifieds, editionIssues, printEditions, users } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { PICTURE_SUBJECTS, PICTURE_VARIANTS, pictureKey, type PictureSubject } from './art/classified-pictures.ts';
import { draftAds, type AdDraft } from './content/ad-templates.ts';
import type { Random } from './random.ts';
import { classifiedTextKey } from '../modules/classifieds/placing-service.ts';

const DAY_MS = 24 * 3600_000;
/** Running ads were published over these last days (a print ad runs five weeks). */
const PUBLISHED_WITHIN_DAYS = 30;
/** Ads of the demo content at scale 1. */
export const DEMO_CLASSIFIEDS = 170;
/** Rows written per statement: far under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;
/** The edition a print ad names when the print schedule has none yet (the print seed makes the real ones first). */
const FALLBACK_EDITION = 'chicagoland';

/** People who place the demo ads besides the demo reader: [first name, last name, locale, has a confirmed e-mail]. */
const ADVERTISERS = [
  ['Людмила', 'Фельдман', 'ru', true],
  ['Григорий', 'Зайцев', 'ru', true],
  ['Валентина', 'Руденко', 'ru', false],
  ['Аркадий', 'Школьник', 'ru', true],
  ['Марина', 'Островская', 'ru', true],
  ['Борис', 'Гольдберг', 'ru', false],
  ['Steve', 'Kowalski', 'en', true],
  ['Linda', 'Hoffman', 'en', true],
  ['Irina', 'Walsh', 'en', false],
  ['Paul', 'Nowicki', 'en', true],
  ['Jurgita', 'Stankevičienė', 'en', true],
  ['Vytautas', 'Paulauskas', 'en', false],
] as const;

export interface PlannedAd extends AdDraft {
  /** Who placed it: the demo reader, or the n-th advertiser. */
  owner: 'reader' | number;
  version: ClassifiedVersion;
  extras: ClassifiedExtras;
  showPhone: boolean;
  /** Issues per edition, and how many editions (print only). */
  issues: number;
  editionCount: number;
  publishedAt: Date;
  /** Its photos, as picture keys (`classifiedPictureSvg`). */
  pictures: string[];
}

/**
 * Every ad of the demo: its text, owner, extras, dates and pictures, before anything is written.
 * Photos never repeat side by side: in the catalogue's order each ad takes the drawing of its
 * subject used longest ago.
 */
export function planClassifieds(now: Date, count: number, random: (label: string) => Random): PlannedAd[] {
  const seen = new Set<string>();
  const planned: PlannedAd[] = [];
  // Copies of DEMO_CLASSIFIEDS ads, each from a stream of its own: a larger count (the bench's
  // 100,000) keeps the demo's first ads as they are.
  for (let copy = 0; planned.length < count; copy++) {
    const r = random(`classifieds/${copy}`);
    planned.push(...planCopy(now, Math.min(DEMO_CLASSIFIEDS, count - planned.length), r, seen));
  }
  assignPictures(planned);
  return planned;
}

function planCopy(now: Date, count: number, r: Random, seen: Set<string>): PlannedAd[] {
  const planned: PlannedAd[] = [];
  const drafts = draftAds(count, r);
  for (const [i, first] of drafts.entries()) {
    let draft = first;
    // Two ads may not have the same text: draw again until it is new.
    for (let tries = 0; seen.has(classifiedTextKey(draft.title, draft.body)); tries++) {
      if (tries > 20) throw new Error(`seed: cannot make a new text for ad ${i}`);
      draft = draftAds(1, r, { anyTemplate: true })[0]!;
    }
    seen.add(classifiedTextKey(draft.title, draft.body));
    const roll = r.next();
    const version: ClassifiedVersion = roll < 0.35 ? 'online' : roll < 0.6 ? 'print' : 'both';
    const printed = version !== 'online';
    const withPhotos = draft.picture !== null && r.chance(0.55);
    const extras: ClassifiedExtras = printed
      ? { bold: r.chance(0.22), frame: r.chance(0.16), hot: r.chance(0.1), priority: r.chance(0.06), photo: withPhotos }
      : NO_EXTRAS;
    planned.push({
      ...draft,
      owner: i % 9 === 4 ? 'reader' : r.int(0, ADVERTISERS.length - 1),
      version,
      extras,
      showPhone: r.chance(0.6),
      issues: printed ? r.pick([5, 5, 5, 4, 6, 8]) : 0,
      editionCount: printed ? r.pick([1, 1, 2]) : 0,
      publishedAt: new Date(now.getTime() - r.int(30 * 60_000, PUBLISHED_WITHIN_DAYS * DAY_MS)),
      pictures: withPhotos ? Array.from({ length: r.pick([1, 1, 2, 3]) }, () => '') : [],
    });
  }
  return planned;
}

/** Pictures, in catalogue order: each subject's drawings in turn, the least recently shown first. */
function assignPictures(planned: PlannedAd[]): void {
  const turn = new Map<PictureSubject, number>();
  const ordered = planned.toSorted(
    (a, b) => Number(b.extras.priority) - Number(a.extras.priority) || Number(b.extras.hot) - Number(a.extras.hot) || b.publishedAt.getTime() - a.publishedAt.getTime(),
  );
  for (const ad of ordered) {
    if (ad.pictures.length === 0 || ad.picture === null) continue;
    const next = turn.get(ad.picture) ?? 0;
    ad.pictures = ad.pictures.map((_, k) => pictureKey(ad.picture!, next + k));
    turn.set(ad.picture, (next + ad.pictures.length) % PICTURE_VARIANTS);
  }
}

/** Every picture an ad may show, each once, whatever the number of ads (the seed draws and stores these). */
export const classifiedPictureKeys = (): string[] => PICTURE_SUBJECTS.flatMap((subject) => Array.from({ length: PICTURE_VARIANTS }, (_, v) => pictureKey(subject, v)));

interface Issue {
  id: number;
  edition: string;
  publishOn: string;
}

/**
 * Writes the planned ads as running ads: owners (the demo reader and a few advertisers),
 * words and price quoted by the contract's rule, their pictures, and their bookings in the
 * print schedule's issues when it has any (the print seed runs first; without it print ads name
 * a fallback edition and book nothing).
 */
export async function seedClassifieds(
  db: Db,
  options: { now: Date; plan: readonly PlannedAd[]; pictures: ReadonlyMap<string, number>; indexWords: (ads: readonly { title: string; body: string }[]) => Promise<void> },
): Promise<{ ads: number; images: number; bookings: number }> {
  const { now, plan, pictures } = options;
  const [reader] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0]!.email));
  if (!reader) throw new Error('seed: the demo reader must exist before the classifieds');
  const advertisers = await db
    .insert(users)
    .values(
      ADVERTISERS.map(([firstName, lastName, locale, hasEmail], i) => ({
        firstName,
        lastName,
        email: `advertiser${i + 1}@demo.gazeta.local`,
        emailVerifiedAt: hasEmail ? now : null,
        phone: `+1847555${String(300 + i).padStart(4, '0')}`,
        phoneVerifiedAt: now,
        locale,
        active: true,
        createdAt: new Date(now.getTime() - 200 * DAY_MS),
      })),
    )
    .returning({ id: users.id });

  const editions = (await db.select({ slug: printEditions.slug }).from(printEditions).where(eq(printEditions.active, true)).orderBy(asc(printEditions.position))).map((e) => e.slug);
  const schedule: Issue[] = await db
    .select({ id: editionIssues.id, edition: editionIssues.edition, publishOn: editionIssues.publishOn })
    .from(editionIssues)
    .where(eq(editionIssues.status, 'scheduled'))
    .orderBy(asc(editionIssues.publishOn), asc(editionIssues.id));

  const rows: (typeof classifieds.$inferInsert)[] = [];
  const bookingsOf: Issue[][] = [];
  for (const [i, ad] of plan.entries()) {
    const publishOn = chicagoDay(ad.publishedAt);
    const printed = ad.version !== 'online';
    const names = printed ? (editions.length > 0 ? editions.slice(0, Math.min(ad.editionCount, editions.length)) : [FALLBACK_EDITION]) : [];
    // The ad's issues: from its first day on, `issues` of each of its editions.
    const booked = names.flatMap((edition) => schedule.filter((issue) => issue.edition === edition && issue.publishOn >= publishOn).slice(0, ad.issues));
    bookingsOf.push(booked);
    const lastIssue = booked.map((issue) => issue.publishOn).sort().at(-1);
    const validUntil = !printed ? onlineValidUntil(publishOn) : printValidUntil(lastIssue ?? addDays(publishOn, (ad.issues - 1) * 7));
    const quote = quoteClassified({ title: ad.title, text: ad.body, version: ad.version, editions: names.length, issues: ad.issues, extras: ad.extras }, DEFAULT_RATES);
    rows.push({
      ownerId: ad.owner === 'reader' ? reader.id : advertisers[ad.owner]!.id,
      section: ad.section,
      type: ad.type,
      lang: ad.lang,
      title: ad.title,
      body: ad.body,
      textKey: classifiedTextKey(ad.title, ad.body),
      version: ad.version,
      ...ad.extras,
      showPhone: ad.showPhone,
      editions: names,
      issuesPerEdition: ad.issues,
      publishOn,
      // A print ad keeps its web life at least as long as a web one.
      validUntil: validUntil < onlineValidUntil(publishOn) ? onlineValidUntil(publishOn) : validUntil,
      words: quote.words,
      priceCents: quote.totalCents,
      paidCents: quote.totalCents,
      status: 'running',
      publishedAt: ad.publishedAt,
      createdAt: new Date(ad.publishedAt.getTime() - (i % 5) * 3600_000),
      updatedAt: ad.publishedAt,
    });
  }

  // Oldest first, so ids grow with publication time as they would have in real life.
  const order = plan.map((_, i) => i).sort((a, b) => plan[a]!.publishedAt.getTime() - plan[b]!.publishedAt.getTime() || a - b);
  const ids = new Array<number>(plan.length);
  for (let at = 0; at < order.length; at += BATCH) {
    const chunk = order.slice(at, at + BATCH);
    const inserted = await db.insert(classifieds).values(chunk.map((i) => rows[i]!)).returning({ id: classifieds.id });
    chunk.forEach((i, k) => (ids[i] = inserted[k]!.id));
  }

  const images = plan.flatMap((ad, i) => ad.pictures.map((key, position) => ({ classifiedId: ids[i]!, mediaId: pictures.get(key)!, position })));
  for (let at = 0; at < images.length; at += BATCH * 3) await db.insert(classifiedImages).values(images.slice(at, at + BATCH * 3));
  const bookings = bookingsOf.flatMap((issues, i) => issues.map((issue) => ({ classifiedId: ids[i]!, issueId: issue.id, bookedAt: new Date(plan[i]!.publishedAt.getTime() - DAY_MS) })));
  for (let at = 0; at < bookings.length; at += BATCH * 5) await db.insert(classifiedBookings).values(bookings.slice(at, at + BATCH * 5));

  await options.indexWords(plan);
  return { ads: plan.length, images: images.length, bookings: bookings.length };
}
