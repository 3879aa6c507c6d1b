import { eq } from 'drizzle-orm';
import {
  DEFAULT_RATES,
  BUSINESS_LANGUAGES,
  chicagoClock,
  quoteHotDeal,
  weekSpans,
  type BusinessCategory,
  type BusinessLanguage,
  type BusinessStatus,
  type BusinessTag,
  type WallClock,
  type WeeklySchedule,
} from '@gazeta/contract';
import type { Db } from '../db/client.ts';
import { businessHours, businesses, users } from '../db/schema/index.ts';
import { searchTextOf, sortNameOf } from '../modules/businesses/service.ts';
import { HOT_DEAL_SUBJECT } from '../modules/businesses/payments.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { AREAS, BUSINESS_CONTENT, TOWNS } from './content/index.ts';
import type { CategoryContent } from './content/schemas.ts';
import { seedOrder } from './orders.ts';
import type { Random } from './random.ts';
import { lookupZip } from './zip-lookup.ts';

const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;
/** Listings of the demo content at scale 1: every name of the content once, and some second locations. */
export const DEMO_BUSINESSES = 90;
/** Rows written per statement: far under PostgreSQL's 65,535 parameters. */
const BATCH = 500;
const KM_PER_DEGREE_LAT = 111.32;

/** People who list the demo businesses besides the demo reader: [first name, last name, locale]. */
const OWNERS = [
  ['Михаил', 'Коган', 'ru'],
  ['Светлана', 'Берман', 'ru'],
  ['Давид', 'Гольдман', 'ru'],
  ['Оксана', 'Мельник', 'ru'],
  ['Георгий', 'Беридзе', 'ru'],
  ['Tomas', 'Petrauskas', 'en'],
  ['Rasa', 'Vilkienė', 'en'],
  ['Peter', 'Novak', 'en'],
  ['Maria', 'Kowalczyk', 'en'],
  ['Alex', 'Shapiro', 'en'],
] as const;

/** One name of the content, the seed of every listing that carries it. */
interface BaseEntry {
  content: CategoryContent;
  name: string;
  lang: 'ru' | 'en';
  /** Its logo (`businessLogoKeys`). */
  logo: number;
}

const BASE: readonly BaseEntry[] = BUSINESS_CONTENT.flatMap((content) => [
  ...content.ru.map((name) => ({ content, name, lang: 'ru' as const })),
  ...content.en.map((name) => ({ content, name, lang: 'en' as const })),
]).map((entry, logo) => ({ ...entry, logo }));

/** Every logo the demo draws, once: one per name of the content (second locations share it). */
export const businessLogos = () => BASE.map((entry) => ({ name: entry.name, category: entry.content.category, variant: entry.logo }));

export interface PlannedBusiness {
  owner: 'reader' | number;
  name: string;
  categories: BusinessCategory[];
  tags: BusinessTag[];
  languages: BusinessLanguage[];
  information: string;
  phone: string;
  email: string | null;
  website: string | null;
  social: string[];
  contacts: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  schedule: WeeklySchedule;
  logo: number;
  status: BusinessStatus;
  active: boolean;
  rejectionReason: string | null;
  deal: { text: string; startsAt: Date; endsAt: Date } | null;
  /** What its hot deal offers, when it has one. */
  offer: string;
  publishedAt: Date;
}

/** "в Скоки", "in Skokie": where the listing is, in its own language. */
function townPhrase(city: string, lang: 'ru' | 'en'): string {
  if (lang === 'en') return city;
  if (city === 'Chicago') return 'в Чикаго';
  return TOWNS.find((town) => town.en === city)?.ruIn ?? `в ${city}`;
}

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'business';

/**
 * Every listing of the demo: its name, categories, place, hours and hot deal, before anything
 * is written. The first DEMO_BUSINESSES are the same at any count (the bench's 20,000 keep them).
 */
export function planBusinesses(now: Date, count: number, random: (label: string) => Random): PlannedBusiness[] {
  const planned: PlannedBusiness[] = [];
  for (let copy = 0; planned.length < count; copy++) {
    const r = random(`businesses/${copy}`);
    const size = Math.min(DEMO_BUSINESSES, count - planned.length);
    for (let i = 0; i < size; i++) planned.push(planOne(now, copy * DEMO_BUSINESSES + i, r));
  }
  // A few listings in every state the owner's page and the review queue show.
  const demo = planned.slice(0, DEMO_BUSINESSES);
  const set = (index: number, change: Partial<PlannedBusiness>) => Object.assign(demo[index % demo.length]!, change);
  set(3, { owner: 'reader' });
  set(40, { owner: 'reader', status: 'awaiting_review', deal: null });
  set(77, { status: 'awaiting_review' });
  set(81, { status: 'awaiting_review' });
  set(60, { status: 'rejected', rejectionReason: 'Нет адреса и телефона офиса / Please give the office address and phone', deal: null });
  set(22, { active: false });
  set(55, { active: false });
  // The reader's listing has a hot deal running (what the demo profile shows).
  const readers = demo[3]!;
  readers.deal ??= { text: readers.offer, startsAt: new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - 2 * DAY_MS), endsAt: new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + 12 * DAY_MS) };
  return planned;
}

function planOne(now: Date, index: number, r: Random): PlannedBusiness {
  const base = BASE[index % BASE.length]!;
  const { content, lang } = base;
  const area = AREAS[r.int(0, AREAS.length - 1)]!;
  const zip = lookupZip(area.zip);
  const city = zip.city.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/\B\w/g, (c) => c.toLowerCase());
  const round = Math.floor(index / BASE.length);
  const name = round === 0 ? base.name : `${base.name} — ${lang === 'ru' ? (TOWNS.find((t) => t.en === city)?.ru ?? city) : city}${round > 1 ? ` ${round}` : ''}`;
  const [low, high] = area.numbers ?? [100, 9800];
  const jitter = () => (r.next() - 0.5) * 2 * (1.5 / KM_PER_DEGREE_LAT);
  const slug = slugOf(lang === 'en' ? base.name : `${content.category}-${base.logo}`);
  const about = r.pick(lang === 'ru' ? content.aboutRu : content.aboutEn).replace('{town}', townPhrase(city, lang));
  const extra = content.languages.filter(() => r.chance(0.4));
  const languages = BUSINESS_LANGUAGES.filter((code) => code === 'ru' || (code === 'en' && (lang === 'en' || r.chance(0.8))) || extra.includes(code));
  const dealRoll = r.next();
  const dealText = lang === 'ru' ? content.dealRu : content.dealEn;
  const hour = (at: number) => new Date(Math.floor(at / HOUR_MS) * HOUR_MS);
  const deal =
    dealRoll < 0.18
      ? { text: dealText, startsAt: hour(now.getTime() - r.int(1, 6) * DAY_MS), endsAt: hour(now.getTime() + r.int(4, 20) * DAY_MS) }
      : dealRoll < 0.22
        ? { text: dealText, startsAt: hour(now.getTime() + r.int(2, 9) * DAY_MS), endsAt: hour(now.getTime() + r.int(12, 30) * DAY_MS) }
        : null;
  return {
    owner: r.int(0, OWNERS.length - 1),
    name,
    categories: content.also && r.chance(0.3) ? [content.category, content.also] : [content.category],
    tags: r.sample(content.tags, r.int(1, Math.min(4, content.tags.length))),
    languages,
    information: about,
    phone: `+1${r.pick(['312', '773', '847', '224', '630'])}5550${String(r.int(100, 199))}`,
    email: r.chance(0.7) ? `info@${slug}.example.com` : null,
    website: r.chance(0.6) ? `https://www.${slug}.example.com` : null,
    social: r.chance(0.4) ? [`https://www.facebook.com/${slug}`] : [],
    contacts: r.chance(0.3) ? (lang === 'ru' ? 'Спросите администратора' : 'Ask for the manager') : '',
    address: `${r.int(Math.ceil(low / 2), Math.floor(high / 2)) * 2} ${r.pick(area.streets)}`,
    city,
    state: zip.state,
    zip: area.zip,
    lat: Math.round((zip.latitude + jitter()) * 1e6) / 1e6,
    lng: Math.round((zip.longitude + jitter()) * 1e6) / 1e6,
    schedule: r.pick(content.hours),
    logo: base.logo,
    status: 'approved',
    active: true,
    rejectionReason: null,
    deal,
    offer: dealText,
    publishedAt: new Date(now.getTime() - r.int(1, 400) * DAY_MS - r.int(0, 23) * HOUR_MS),
  };
}

/** An instant as a Chicago wall clock (what a deal's price is quoted from). */
function wallClockOf(at: Date): WallClock {
  const clock = chicagoClock(at);
  return { day: clock.date, time: `${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}:${String(clock.minutes % 60).padStart(2, '0')}` };
}

/**
 * Writes the planned listings: their owners (the demo reader and a few business owners), the
 * spans of their hours, their logos, and each paid hot deal with the paid order that bought it
 * (for the demo's listings; the bench's thousands have their deals paid without orders).
 */
export async function seedBusinesses(
  db: Db,
  options: { now: Date; plan: readonly PlannedBusiness[]; logos: readonly number[]; indexWords: (items: readonly { name: string; information: string; city: string }[]) => Promise<void> },
): Promise<{ businesses: number; deals: number }> {
  const { now, plan, logos } = options;
  const [reader] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0]!.email));
  if (!reader) throw new Error('seed: the demo reader must exist before the businesses');
  const owners = await db
    .insert(users)
    .values(
      OWNERS.map(([firstName, lastName, locale], i) => ({
        firstName,
        lastName,
        email: `business${i + 1}@demo.gazeta.local`,
        emailVerifiedAt: now,
        phone: `+1773555${String(400 + i).padStart(4, '0')}`,
        phoneVerifiedAt: now,
        locale,
        active: true,
        createdAt: new Date(now.getTime() - 500 * DAY_MS),
      })),
    )
    .returning({ id: users.id });
  const ownerId = (owner: PlannedBusiness['owner']) => (owner === 'reader' ? reader.id : owners[owner]!.id);

  const rows = plan.map((item) => {
    const quote = item.deal ? quoteHotDeal(wallClockOf(item.deal.startsAt), wallClockOf(item.deal.endsAt), DEFAULT_RATES) : null;
    return {
      ownerId: ownerId(item.owner),
      name: item.name,
      sortName: sortNameOf(item.name),
      information: item.information,
      categories: item.categories,
      tags: item.tags,
      languages: item.languages,
      phone: item.phone,
      email: item.email,
      website: item.website,
      social: item.social,
      contacts: item.contacts,
      address: item.address,
      city: item.city,
      state: item.state,
      zip: item.zip,
      lat: item.lat,
      lng: item.lng,
      // The demo's owners put their pins on their doors.
      locationSource: 'owner' as const,
      schedule: item.schedule,
      logoId: logos[item.logo]!,
      status: item.status,
      active: item.active,
      rejectionReason: item.rejectionReason,
      hotDealText: item.deal?.text ?? null,
      hotDealStartsAt: item.deal?.startsAt ?? null,
      hotDealEndsAt: item.deal?.endsAt ?? null,
      hotDealNumber: item.deal ? 1 : 0,
      hotDealPriceCents: quote?.totalCents ?? 0,
      hotDealPaidCents: quote?.totalCents ?? 0,
      searchText: searchTextOf(item),
      publishedAt: item.status === 'approved' ? item.publishedAt : null,
      createdAt: new Date(item.publishedAt.getTime() - DAY_MS),
      updatedAt: item.publishedAt,
    };
  });
  // Oldest first, so ids grow with time as they would have in real life.
  const order = plan.map((_, i) => i).sort((a, b) => plan[a]!.publishedAt.getTime() - plan[b]!.publishedAt.getTime() || a - b);
  const ids = new Array<number>(plan.length);
  for (let at = 0; at < order.length; at += BATCH) {
    const chunk = order.slice(at, at + BATCH);
    const inserted = await db.insert(businesses).values(chunk.map((i) => rows[i]!)).returning({ id: businesses.id });
    chunk.forEach((i, k) => (ids[i] = inserted[k]!.id));
  }
  const spans = plan.flatMap((item, i) => weekSpans(item.schedule).map((span) => ({ businessId: ids[i]!, starts: span.starts, ends: span.ends })));
  for (let at = 0; at < spans.length; at += BATCH * 5) await db.insert(businessHours).values(spans.slice(at, at + BATCH * 5));

  // The demo's paid deals came through the checkout: their orders, paid.
  let deals = 0;
  for (const [i, item] of plan.slice(0, DEMO_BUSINESSES).entries()) {
    const row = rows[i]!;
    if (!item.deal || row.hotDealPriceCents === 0) continue;
    const quote = quoteHotDeal(wallClockOf(item.deal.startsAt), wallClockOf(item.deal.endsAt), DEFAULT_RATES)!;
    await seedOrder(db, {
      userId: row.ownerId,
      status: 'paid',
      at: new Date(Math.min(item.deal.startsAt.getTime(), now.getTime()) - 2 * DAY_MS),
      lines: [
        {
          subjectKind: HOT_DEAL_SUBJECT,
          subjectId: `${ids[i]}-1`,
          descriptionKey: 'lines.business_hot_deal',
          descriptionParams: { name: item.name, weeks: quote.weeks },
          quantity: 1,
          unitCents: quote.totalCents,
        },
      ],
    });
    deals++;
  }
  await options.indexWords(plan);
  return { businesses: plan.length, deals };
}
