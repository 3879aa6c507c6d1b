import { Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  bookIssues,
  CLASSIFIED_PRICING,
  countClassifiedWords,
  NO_EXTRAS,
  openIssues,
  publishDateOptions,
  quoteClassified,
  type ClassifiedQuoteLine,
  type Locale,
  type PrintEdition,
  type ScheduledIssue,
} from '@gazeta/contract';
import type { Route } from './+types/private-ad-instruction';
import type { loader as rootLoader } from '../root.tsx';
import { buttonClass } from '../components/button.ts';
import {
  deadlineWeekday,
  formatDayMonth,
  formatDeadline,
  formatIssueDay,
  formatWallTime,
  loadPrintSchedule,
  NextIssueCountdown,
  PRINT_STYLESHEET,
  useMinuteClock,
} from '../features/print/index.ts';
import { printMessages } from '../features/print/print-messages.server.ts';
import { formatMoney, formatNumber } from '../lib/format.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi } from '../lib/server-context.ts';
import { useRates } from '../lib/rates.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.privateAdInstruction' };

/** How many of each edition's next issues the page lists with their deadlines. */
const UPCOMING = 4;

export const links: Route.LinksFunction = () => [PRINT_STYLESHEET];

export async function loader({ context }: Route.LoaderArgs) {
  return { print: await loadPrintSchedule(pageApi(context)), printMessages: printMessages(context) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { titleKey: handle.titleKey, descriptionKey: 'meta:descriptions.privateAdInstruction' });

const SECTIONS = ['editions', 'steps', 'prices', 'example', 'words', 'run'] as const;
const anchor = (section: (typeof SECTIONS)[number]) => `ad-guide-${section}`;

/**
 * Spec §2 /private-ad-instruction: how to place a classified, what it costs and when it must be
 * in, with the live figures: prices from the contract, a worked example priced and word-counted
 * by the same functions as the form and the server, and each edition's next issues with a
 * countdown to the deadline from the print schedule.
 */
export default function PrivateAdInstructionPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(['pages', 'print']);
  const { editions, schedule, now } = loaderData.print;
  const s = (key: string, options?: Record<string, unknown>) => t(`pages:privateAdInstruction.${key}`, options ?? {});
  const list = (key: string) => t(`pages:privateAdInstruction.${key}`, { returnObjects: true }) as string[];
  const issues = (count: number) => t('print:issues', { count });

  return (
    <div className="container prose ad-guide">
      <h1 className="page-title">{s('heading')}</h1>
      <p className="page-lead">{s('intro')}</p>

      <nav className="ad-guide__contents" aria-labelledby="ad-guide-contents">
        <h2 id="ad-guide-contents" className="ad-guide__contents-title">
          {s('contents')}
        </h2>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${anchor(section)}`}>{s(`${section}Title`)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby={anchor('editions')}>
        <h2 id={anchor('editions')}>{s('editionsTitle')}</h2>
        <p>{s('editionsLead')}</p>
        {editions.length === 0 ? (
          <p className="notice">{s('noEditions')}</p>
        ) : (
          <div className="ad-guide__editions">
            {editions.map((edition) => (
              <EditionCard key={edition.slug} edition={edition} schedule={schedule} now={now} />
            ))}
          </div>
        )}
        <PlaceAdCall />
      </section>

      <section aria-labelledby={anchor('steps')}>
        <h2 id={anchor('steps')}>{s('stepsTitle')}</h2>
        <ol className="steps">
          {list('steps').map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby={anchor('prices')}>
        <h2 id={anchor('prices')}>{s('pricesTitle')}</h2>
        <p>{s('pricesLead')}</p>
        <PriceTable />
      </section>

      <section aria-labelledby={anchor('example')}>
        <h2 id={anchor('example')}>{s('exampleTitle')}</h2>
        <WorkedExample edition={editions[0]} schedule={schedule} now={now} />
      </section>

      <section aria-labelledby={anchor('words')}>
        <h2 id={anchor('words')}>{s('wordsTitle')}</h2>
        <ul>
          {list('wordsRules').map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <table className="ad-guide__table ad-guide__words">
          <caption>{s('wordsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{s('writtenColumn')}</th>
              <th scope="col">{s('wordsColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {list('wordExamples').map((example) => (
              <tr key={example}>
                <td>
                  <code>{example}</code>
                </td>
                <td>{formatNumber(countClassifiedWords('', example), i18n.language as Locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby={anchor('run')}>
        <h2 id={anchor('run')}>{s('runTitle')}</h2>
        {list('run').map((_, index) => (
          <p key={index}>{s(`run.${index}`, { weeks: t('print:weeks', { count: CLASSIFIED_PRICING.runWeeks }), issues: issues(CLASSIFIED_PRICING.runWeeks) })}</p>
        ))}
      </section>
    </div>
  );
}

/** An edition: when it comes out, the countdown to its next deadline, and its next issues. */
function EditionCard({ edition, schedule, now }: { edition: PrintEdition; schedule: readonly ScheduledIssue[]; now: string }) {
  const { t, i18n } = useTranslation(['pages', 'print']);
  const locale = i18n.language as Locale;
  const clock = new Date(useMinuteClock(now));
  const upcoming = openIssues(schedule, clock, edition.slug).slice(0, UPCOMING);
  return (
    <article className="edition-card" aria-labelledby={`ad-guide-edition-${edition.slug}`}>
      <h3 id={`ad-guide-edition-${edition.slug}`} className="edition-card__name">
        {edition.name}
      </h3>
      <p className="edition-card__rhythm">
        {t('print:rhythm', {
          every: t(`print:every.${edition.issue_weekday}`),
          on: t(`print:on.${deadlineWeekday(edition)}`),
          time: formatWallTime(edition.deadline_time, locale),
        })}
      </p>
      <NextIssueCountdown schedule={schedule} edition={edition.slug} now={now} className="edition-card__countdown" />
      {upcoming.length > 0 && (
        <table className="ad-guide__table edition-card__issues">
          <caption className="visually-hidden">
            {t('pages:privateAdInstruction.upcomingCaption', { edition: edition.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('pages:privateAdInstruction.issueColumn')}</th>
              <th scope="col">{t('pages:privateAdInstruction.deadlineColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {upcoming.map((issue) => (
              <tr key={issue.id}>
                <td>
                  <time dateTime={issue.date} suppressHydrationWarning>
                    {formatIssueDay(issue.date, locale)}
                  </time>
                </td>
                <td>
                  <time dateTime={issue.deadlineAt} suppressHydrationWarning>
                    {formatDeadline(issue.deadlineAt, locale)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}

/**
 * Where to go next. Placing an ad needs an account: a signed-in reader goes to the ad form, a
 * reader without a session to sign up or sign in.
 */
function PlaceAdCall() {
  const { t } = useTranslation('pages');
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  return (
    <aside className="ad-guide__call" aria-labelledby="ad-guide-call">
      <h3 id="ad-guide-call" className="ad-guide__call-title">
        {t('privateAdInstruction.cta.title')}
      </h3>
      {signedIn ? (
        <p className="ad-guide__call-actions">
          <Link to={paths.profileClassifieds({ new: true })} className={buttonClass('primary')}>
            {t('privateAdInstruction.cta.place')}
          </Link>
        </p>
      ) : (
        <>
          <p>{t('privateAdInstruction.cta.note')}</p>
          <p className="ad-guide__call-actions">
            <Link to={paths.register()} className={buttonClass('primary')}>
              {t('privateAdInstruction.cta.register')}
            </Link>
            <Link to={paths.login()} className={buttonClass('secondary')}>
              {t('privateAdInstruction.cta.login')}
            </Link>
          </p>
        </>
      )}
    </aside>
  );
}

/** Every price of a classified, straight from the contract (spec §9 and the newsroom's extras). */
function PriceTable() {
  const { t, i18n } = useTranslation('pages');
  const money = (cents: number) => formatMoney(cents, i18n.language as Locale);
  const { classifieds: prices } = useRates();
  const rows: [string, string][] = [
    ['online', t('privateAdInstruction.price.onlineValue')],
    ['print', t('privateAdInstruction.price.printValue', { price: money(prices.word_cents) })],
    ['bold', t('privateAdInstruction.price.boldValue', { price: money(prices.highlighted_word_cents), plain: money(prices.word_cents) })],
    ['frame', t('privateAdInstruction.price.frameValue', { price: money(prices.frame_or_photo_cents) })],
    ['photo', t('privateAdInstruction.price.photoValue', { price: money(prices.frame_or_photo_cents) })],
    ['hot', t('privateAdInstruction.price.hotValue', { price: money(prices.hot_cents) })],
    ['priority', t('privateAdInstruction.price.priorityValue', { price: money(prices.priority_cents) })],
  ];
  return (
    <table className="ad-guide__table ad-guide__prices">
      <caption className="visually-hidden">{t('privateAdInstruction.pricesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('privateAdInstruction.optionColumn')}</th>
          <th scope="col">{t('privateAdInstruction.priceColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key} data-price={key}>
            <th scope="row">{t(`privateAdInstruction.price.${key}`)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A sample ad in bold type with a frame, for the usual five-week run in the first edition: its
 * words counted and its price computed by the contract's functions, and, from the schedule, the
 * issues it would run in if booked now.
 */
function WorkedExample({ edition, schedule, now }: { edition: PrintEdition | undefined; schedule: readonly ScheduledIssue[]; now: string }) {
  const { t, i18n } = useTranslation(['pages', 'print']);
  const locale = i18n.language as Locale;
  const clock = new Date(useMinuteClock(now));
  const s = (key: string, options?: Record<string, unknown>) => t(`pages:privateAdInstruction.${key}`, options ?? {});
  const money = (cents: number) => formatMoney(cents, locale);
  const count = (n: number) => formatNumber(n, locale);
  const ad = { title: s('exampleAd.title'), text: s('exampleAd.text') };
  const runIssues = CLASSIFIED_PRICING.runWeeks;
  const quote = quoteClassified({ ...ad, version: 'both', editions: 1, issues: runIssues, extras: { ...NO_EXTRAS, bold: true, frame: true } }, useRates());

  const formula = (line: ClassifiedQuoteLine) => {
    const issues = t('print:issues', { count: runIssues });
    const editions = t('print:editions', { count: 1 });
    if (line.code === 'words' || line.code === 'bold') return s('wordsFormula', { words: t('pages:privateAdInstruction.exampleWords', { count: quote.words }), issues, editions });
    if (line.code === 'frame' || line.code === 'photo') return s('runsFormula', { issues, editions });
    return issues;
  };

  const publishDate = edition ? publishDateOptions(schedule, [edition.slug], clock)[0] : undefined;
  const booking = edition && publishDate ? bookIssues(schedule, { editions: [edition.slug], publishDate, count: runIssues, now: clock }) : undefined;
  const booked = booking?.ok && edition ? booking.issues[edition.slug] : undefined;

  return (
    <>
      <p>{s('exampleLead', { issues: t('print:issues', { count: runIssues }), weeks: t('print:weeks', { count: CLASSIFIED_PRICING.runWeeks }) })}</p>
      <figure className="sample-ad">
        <div className="sample-ad__column sample-ad__column--bold sample-ad__column--frame">
          <p className="sample-ad__title">{ad.title}</p>
          <p className="sample-ad__text">{ad.text}</p>
        </div>
        <figcaption>
          {s('exampleAdLabel')} · {s('exampleWords', { count: quote.words })}
        </figcaption>
      </figure>
      <table className="ad-guide__table ad-guide__quote">
        <caption className="visually-hidden">{s('quoteCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{s('itemColumn')}</th>
            <th scope="col">{s('amountColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.code} data-line={line.code}>
              <th scope="row">
                <span className="ad-guide__item">{s(`line.${line.code}`)}</span>
                <span className="ad-guide__formula">{formula(line)}</span>
                <span className="ad-guide__formula">{s('quantity', { quantity: count(line.quantity), price: money(line.unitCents) })}</span>
              </th>
              <td>{money(line.cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-line="total">
            <th scope="row">{s('total')}</th>
            <td>{money(quote.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {edition && booked && booking?.ok && (
        <p>
          {s('exampleRun', {
            edition: edition.name,
            first: formatDayMonth(booked[0]!.date, locale),
            last: formatDayMonth(booked.at(-1)!.date, locale),
            until: formatDayMonth(booking.validUntil, locale),
          })}
        </p>
      )}
    </>
  );
}
