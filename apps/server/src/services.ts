import type { Db } from './db/client.ts';
import { createCacheTags } from './lib/cache.ts';
import type { ImageInput, ProcessedImage } from './providers/images.ts';
import type { Mailer } from './providers/mail.ts';
import type { PaymentProvider } from './providers/payments.ts';
import type { SmsSender } from './providers/sms.ts';
import type { FileStorage } from './providers/storage.ts';
import type { Geocoder } from './providers/geocoder.ts';
import { createAccountsRepository } from './modules/accounts/repository.ts';
import { createAccountsService } from './modules/accounts/service.ts';
import { createAdsRepository } from './modules/ads/repository.ts';
import { createAdsService } from './modules/ads/service.ts';
import { createAdsDeskRepository } from './modules/ads/desk-repository.ts';
import { createAdsDeskService } from './modules/ads/desk-service.ts';
import { createAuditRepository, createAuditService } from './modules/audit/index.ts';
import { createMembersRepository, createMembersService } from './modules/members/index.ts';
import { createArchiveRepository } from './modules/archive/repository.ts';
import { createArchiveService } from './modules/archive/service.ts';
import { createArticlesRepository } from './modules/articles/repository.ts';
import { createArticlesService } from './modules/articles/service.ts';
import { createNewsroomRepository } from './modules/articles/newsroom-repository.ts';
import { createNewsroomArticles } from './modules/articles/newsroom-service.ts';
import { ARTICLE_VOTE_KIND, articleVoteSubject } from './modules/articles/votes.ts';
import { BUSINESS_VOTE_KIND, businessVoteSubject } from './modules/businesses/votes.ts';
import { EVENT_VOTE_KIND, eventVoteSubject } from './modules/events/votes.ts';
import { createClassifiedsRepository, createClassifiedsService } from './modules/classifieds/index.ts';
import { createBusinessesRepository, createBusinessesService, createListingService, hotDealPaid } from './modules/businesses/index.ts';
import { createDeliveryRepository } from './modules/delivery/repository.ts';
import { createEventsRepository, createEventsService } from './modules/events/index.ts';
import { createSubscriptionsRepository, createSubscriptionsService, subscriptionPaid } from './modules/subscriptions/index.ts';
import { createSocialRequestsRepository, createSocialRequestsService, socialRequestPaid } from './modules/social-requests/index.ts';
import { createMemberRequestsRepository, createMemberRequestsService } from './modules/member-requests/index.ts';
import { createDisplayAdsRepository, createDisplayAdsService, displayAdPaid } from './modules/display-ads/index.ts';
import { bannerPaid, createAdCounter, createBannersRepository, createBannersService } from './modules/banners/index.ts';
import { createDeliveryService } from './modules/delivery/service.ts';
import { createFeedRepository } from './modules/feed/repository.ts';
import { createFeedService } from './modules/feed/service.ts';
import { createGeoService, lookupZip } from './modules/geo/index.ts';
import { createMediaService } from './modules/media/service.ts';
import { createPlacingLifecycle } from './modules/classifieds/placing-lifecycle.ts';
import { createPlacingRepository } from './modules/classifieds/placing-repository.ts';
import { createPlacingService, type ClassifiedPayments } from './modules/classifieds/placing-service.ts';
import { classifiedPaid } from './modules/classifieds/placing-payments.ts';
import { createModerationService } from './modules/moderation/service.ts';
import { createReviewRepository } from './modules/moderation/repository.ts';
import { createReviewService } from './modules/moderation/review-service.ts';
import { createNewsletterRepository } from './modules/newsletter/repository.ts';
import { createNewsletterService } from './modules/newsletter/service.ts';
import { createNotificationsRepository } from './modules/notifications/repository.ts';
import { createNotificationsService } from './modules/notifications/service.ts';
import { createOrdersRepository } from './modules/orders/repository.ts';
import { createOrdersService } from './modules/orders/service.ts';
import { createOutboxRepository } from './modules/outbox/repository.ts';
import { createOutbox } from './modules/outbox/service.ts';
import { createRatesRepository } from './modules/rates/repository.ts';
import { createRatesService } from './modules/rates/service.ts';
import { createPrintService } from './modules/print/service.ts';
import { adsThatRan } from './modules/print/desk-repository.ts';
import { createDeskService } from './modules/print/desk-service.ts';
import { createArchiveSearch } from './modules/search/archive.ts';
import { createSearchRepository } from './modules/search/repository.ts';
import { createSearchService } from './modules/search/service.ts';
import { createSeoRepository } from './modules/seo/repository.ts';
import { createSeoService } from './modules/seo/service.ts';
import { createTaxonomyRepository } from './modules/taxonomy/repository.ts';
import { createTaxonomyService } from './modules/taxonomy/service.ts';
import { createTaxonomyDeskRepository } from './modules/taxonomy/desk-repository.ts';
import { createTaxonomyDeskService } from './modules/taxonomy/desk-service.ts';
import { createViewersRepository } from './modules/viewers/repository.ts';
import { createViewersService } from './modules/viewers/service.ts';
import { createVotesRepository } from './modules/votes/repository.ts';
import { createVotesService } from './modules/votes/service.ts';

export interface ServiceDeps {
  db: Db;
  storage: FileStorage;
  sms: SmsSender;
  mailer: Mailer;
  payments: PaymentProvider;
  /** The geocoding provider (decision 029); none: ZIP code centres only. */
  geocoder?: Geocoder | null;
  /** The public origin, for links in messages. */
  publicUrl: string;
  now?: () => Date;
  /** Decision 009; the service's default when absent. */
  sessionCacheTtlMs?: number;
  processImage?: (input: ImageInput, options?: { maxPixels?: number }) => Promise<ProcessedImage>;
  /** The demo seed's files are named by content (see createMediaService). */
  contentNames?: boolean;
  /** Replaces how placing ads pays through the orders (tests record what it asks). */
  classifiedPayments?: ClassifiedPayments;
  log?: (message: string, error: unknown) => void;
}

/** The composition root: every service with its dependencies. */
export function createServices(deps: ServiceDeps) {
  const { db, storage, now, processImage, contentNames, sms, mailer, payments, publicUrl, sessionCacheTtlMs } = deps;
  const clock = now ? { now } : {};
  // Writes invalidate the tags of what they changed; the services' caches and the page cache listen.
  const cacheTags = createCacheTags();
  const geo = createGeoService({ geocoder: deps.geocoder ?? null, ...(deps.log ? { log: deps.log } : {}), ...clock });
  const taxonomy = createTaxonomyService(createTaxonomyRepository(db), cacheTags, now);
  const accountsRepo = createAccountsRepository(db);
  const media = createMediaService({ db, storage, ...(processImage ? { processImage } : {}), ...(contentNames ? { contentNames } : {}) });
  const feed = createFeedService({ repo: createFeedRepository(db), media, storage, cacheTags, ...clock });
  // Every staff action is written with its change (issue #27).
  const audit = createAuditService({ repo: createAuditRepository(db), ...clock });
  const notifications = createNotificationsService({ repo: createNotificationsRepository(db), ...clock });
  const search = createSearchService({ repo: createSearchRepository(db), storage, ...clock });
  const accounts = createAccountsService({ repo: accountsRepo, sms, mailer, publicUrl, ...clock, ...(sessionCacheTtlMs === undefined ? {} : { sessionCacheTtlMs }) });
  // Mail and SMS that follow a change: written in its transaction, delivered after it (decision 047).
  const outbox = createOutbox({ repo: createOutboxRepository(db), contacts: accounts.contacts, mailer, sms, audit, ...(deps.log ? { log: deps.log } : {}), ...clock });
  // The prices (decision 048): every quote reads the current table, a paid item's change its own version.
  const rates = createRatesService({ repo: createRatesRepository(db), audit, cacheTags, ...clock });
  const orders = createOrdersService({
    audit,
    rateVersion: rates.lastVersion,
    repo: createOrdersRepository(db),
    provider: payments,
    balance: accounts.balance,
    notifications,
    outbox,
    publicUrl,
    ...(deps.log ? { log: deps.log } : {}),
    ...clock,
  });
  // The read side of the classifieds; placing and its lifecycle tell it what they wrote and changed.
  const classifieds = createClassifiedsService({ repo: createClassifiedsRepository(db), storage, mailer, sms, publicUrl, cacheTags, spellings: search, ...clock });
  // The print schedule: the one place that reads editions and issues; everything printed books from it.
  const print = createPrintService({ db, cacheTags, ...clock });
  const placingRepo = createPlacingRepository(db);
  const placing = createPlacingService({
    rates,
    repo: placingRepo,
    print,
    media,
    storage,
    notifications,
    outbox,
    contacts: accounts.contacts,
    catalogue: classifieds,
    publicUrl,
    payments: deps.classifiedPayments ?? classifiedPaid.payments(orders),
    ...(deps.log ? { log: deps.log } : {}),
    ...clock,
  });
  classifiedPaid.register(orders, placing);
  // The directory: its reads, and listing (with the hot deal paid through the orders).
  const businessesRepo = createBusinessesRepository(db);
  const businesses = createBusinessesService({ repo: businessesRepo, storage, cacheTags, spellings: search, ...clock });
  const listing = createListingService({
    rates,
    repo: businessesRepo,
    media,
    storage,
    notifications,
    outbox,
    contacts: accounts.contacts,
    catalogue: businesses,
    payments: hotDealPaid.payments(orders),
    geo,
    publicUrl,
    ...(deps.log ? { log: deps.log } : {}),
    ...clock,
  });
  hotDealPaid.register(orders, listing);
  const events = createEventsService({
    repo: createEventsRepository(db),
    media,
    storage,
    notifications,
    outbox,
    contacts: accounts.contacts,
    cacheTags,
    spellings: search,
    directory: businesses,
    geo,
    publicUrl,
    ...clock,
  });
  // Banners in the strip (issue #16), paid through the orders; the strip's views and clicks counted per day.
  const bannersRepo = createBannersRepository(db);
  const banners = createBannersService({
    rates,
    repo: bannersRepo,
    media,
    storage,
    notifications,
    outbox,
    contacts: accounts.contacts,
    payments: bannerPaid.payments(orders),
    cacheTags,
    publicUrl,
    ...clock,
  });
  bannerPaid.register(orders, banners);
  // The printed paper by mail (issue #16), paid through the orders; the ZIP code checked against the state.
  const subscriptions = createSubscriptionsService({
    rates,
    repo: createSubscriptionsRepository(db),
    print,
    payments: subscriptionPaid.payments(orders),
    zipState: async (zip) => (await lookupZip(zip))?.state ?? null,
    outbox,
    publicUrl,
    ...clock,
  });
  subscriptionPaid.register(orders, subscriptions);
  // Social-posting requests (issue #16), priced per network and paid through the orders.
  const socialRequests = createSocialRequestsService({
    rates,
    repo: createSocialRequestsRepository(db),
    media,
    storage,
    notifications,
    outbox,
    contacts: accounts.contacts,
    payments: socialRequestPaid.payments(orders),
    publicUrl,
    ...clock,
  });
  socialRequestPaid.register(orders, socialRequests);
  // Display ads in print (issue #16, decision 035): priced by the rate card, booked as the schedule grows.
  const displayAds = createDisplayAdsService({
    rates,
    repo: createDisplayAdsRepository(db),
    print,
    media,
    storage,
    notifications,
    outbox,
    contacts: accounts.contacts,
    payments: displayAdPaid.payments(orders),
    publicUrl,
    ...clock,
  });
  displayAdPaid.register(orders, displayAds);
  const reviewRepo = createReviewRepository(db);
  const moderation = createModerationService({
    feed,
    classifieds: placing,
    businesses: listing,
    events,
    banners,
    social: socialRequests,
    advertising: displayAds,
    reports: classifieds,
    notifications,
    inTransaction: (work) => reviewRepo.inTransaction(work),
    ...clock,
  });
  const adCounter = createAdCounter({ repo: bannersRepo, ...(deps.log ? { log: deps.log } : {}), ...clock });
  const articles = createArticlesService({ repo: createArticlesRepository(db), taxonomy, storage, cacheTags, spellings: search, ...clock });
  // The newsroom's articles (decision 057): working copies, publishing, schedules, translations.
  const newsroomArticles = createNewsroomArticles({ db, repo: createNewsroomRepository(db), audit, storage, media, cacheTags, spellings: search, ...clock });
  // Members' likes, dislikes and ratings (decision 029); each kind of subject registers here.
  const votes = createVotesService({ repo: createVotesRepository(db), cacheTags, ...clock });
  votes.registerSubject(ARTICLE_VOTE_KIND, articleVoteSubject(articles));
  votes.registerSubject(BUSINESS_VOTE_KIND, businessVoteSubject(businesses));
  votes.registerSubject(EVENT_VOTE_KIND, eventVoteSubject(events));
  // The print desk (issue #27, decision 060): the schedule's changes and publishing into the archive.
  const archiveRepo = createArchiveRepository(db);
  const desk = createDeskService({ db, print, archive: archiveRepo, media, audit, notifications, outbox, publicUrl, cacheTags, ...clock });
  return {
    accounts,
    audit,
    newsletter: createNewsletterService({ repo: createNewsletterRepository(db), links: accounts.emailLinks, mailer, publicUrl, ...clock }),
    cacheTags,
    media,
    taxonomy,
    ads: createAdsService({ repo: createAdsRepository(db), storage, cacheTags, ...clock }),
    archive: createArchiveService({ repo: archiveRepo, storage, adsThatRan: (id) => adsThatRan(db, id) }),
    archiveSearch: createArchiveSearch({ db, storage }),
    // The newsroom's categories, tags and ads of the strip (issue #27, decision 062).
    taxonomyDesk: createTaxonomyDeskService({ repo: createTaxonomyDeskRepository(db), audit, cacheTags }),
    adsDesk: createAdsDeskService({ repo: createAdsDeskRepository(db), media, storage, audit, cacheTags, ...clock }),
    print,
    desk,
    viewers: createViewersService({ repo: createViewersRepository(db), ...clock }),
    articles,
    newsroomArticles,
    search,
    classifieds,
    delivery: createDeliveryService({ repo: createDeliveryRepository(db) }),
    geo,
    seo: createSeoService({ repo: createSeoRepository(db), ...clock }),
    feed,
    moderation,
    review: createReviewService({ repo: reviewRepo, audit, moderation, feed, classifieds: placing, reports: classifieds, businesses: listing, events, banners, displayAds, social: socialRequests, ...clock }),
    businesses,
    listing,
    placing,
    placingLifecycle: createPlacingLifecycle({ repo: placingRepo, db, contacts: accounts.contacts, outbox, catalogue: classifieds, publicUrl, ...clock }),
    notifications,
    outbox,
    orders,
    rates,
    events,
    votes,
    banners,
    bannersRepo,
    adCounter,
    subscriptions,
    socialRequests,
    displayAds,
    // The newsroom's members (issue #27, decision 061): the accounts module's writes, audited.
    members: createMembersService({ repo: createMembersRepository(db), accounts: accounts.staff, audit }),
    memberRequests: createMemberRequestsService({ repo: createMemberRequestsRepository(db), ...clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
