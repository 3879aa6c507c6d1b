import type { ContentLanguage } from '@gazeta/contract';
import type { Random } from '../random.ts';
import { CLASSIFIEDS } from './index.ts';
import type { AdTemplate, ClassifiedsContent, Town } from './schemas.ts';

/**
 * The demo private ads: what Chicagoland readers of a Russian-language weekly advertise, in
 * Russian, English and some Lithuanian. The templates are data (`classifieds.json`); each
 * placeholder draws afresh, so every draw makes a different ad (towns, sizes, prices, phone
 * numbers) and the seed can make a few hundred or, for the benchmark, a hundred thousand
 * without two ads having the same text. Draws happen in reading order: the template's `draws`
 * first, then the title's placeholders, then the body's.
 *
 * Placeholders:
 * - `{phone}`: a made-up Chicagoland number (555-0100…0199);
 * - `{town.ruIn}`, `{ltTown.ltIn}`: a town of the ads (a Lithuanian one), in one of its forms;
 * - `{int 2 5}`, `{round 250 450 10}` (a whole number drawn, rounded to the step), either with
 *   `x1000` to multiply it, several joined by ` + `, `money` before them for "$389,000";
 * - `{pick a|b|c}`, `{pick @ruNames}`: one of the words, one of a list of the file;
 * - `{name.field}`: what the template's `draws` drew under that name (a town, a car, a pair
 *   of towns as `towns.0.en`, or a number).
 */
export interface AdDraft {
  section: AdTemplate['section'];
  type: AdTemplate['type'];
  lang: ContentLanguage;
  title: string;
  body: string;
  /** What its photos show, when it has any. */
  picture: AdTemplate['picture'];
}

type Drawn = string | number | Town | readonly Town[] | ClassifiedsContent['lists']['cars'][number];
type Draw = (r: Random, drawn: ReadonlyMap<string, Drawn>) => Drawn;

const content = CLASSIFIEDS;
const money = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/** A term of a number: `int A B` or `round A B STEP`, times `xK`. */
function numberTerm(words: readonly string[]): (r: Random) => number {
  const [kind, ...rest] = words;
  const times = rest.at(-1)?.startsWith('x') ? Number(rest.pop()!.slice(1)) : 1;
  const numbers = rest.map(Number);
  if (numbers.some((n) => !Number.isInteger(n)) || !Number.isInteger(times)) throw new Error(`not a number: ${words.join(' ')}`);
  const [min, max, step] = numbers as [number, number, number?];
  if (kind === 'int' && numbers.length === 2) return (r) => r.int(min, max) * times;
  if (kind === 'round' && numbers.length === 3) return (r) => Math.round(r.int(min, max) / step!) * step! * times;
  throw new Error(`unknown number: ${words.join(' ')}`);
}

/** Two different towns in either order, for "in X, Y or nearby". */
function twoTowns(r: Random): Town[] {
  const [a, b] = r.sample(content.towns, 2);
  return r.chance(0.5) ? [a!, b!] : [b!, a!];
}

function field(value: Drawn, path: readonly string[], source: string): string {
  let at: unknown = value;
  for (const key of path) at = (at as Record<string, unknown>)[key];
  if (typeof at !== 'string' && typeof at !== 'number') throw new Error(`{${source}} names no text`);
  return String(at);
}

/** Compiles one placeholder (without its braces): the draw it makes and how it is written. */
function compile(source: string, names: ReadonlySet<string>): (r: Random, drawn: ReadonlyMap<string, Drawn>) => string {
  const expression = draw(source, names);
  if (expression) return (r, drawn) => String(expression(r, drawn));
  const [head, ...path] = source.split('.');
  if (head === 'town' || head === 'ltTown') {
    const towns = head === 'town' ? content.towns : content.lithuanianTowns;
    return (r) => field(r.pick(towns), path, source);
  }
  if (head && names.has(head)) return (_, drawn) => field(drawn.get(head)!, path, source);
  throw new Error(`unknown placeholder {${source}}`);
}

/** A draw a template's `draws` may name, or a placeholder that writes its result as it is. */
function draw(source: string, names: ReadonlySet<string>): Draw | null {
  const [head, ...rest] = source.split(' ');
  if (source === 'phone') return (r) => `(${r.pick(content.areaCodes)}) 555-01${String(r.int(0, 99)).padStart(2, '0')}`;
  if (source === 'town') return (r) => r.pick(content.towns);
  if (source === 'ltTown') return (r) => r.pick(content.lithuanianTowns);
  if (source === 'twoTowns') return (r) => twoTowns(r);
  if (head === 'pick') {
    const what = rest.join(' ');
    if (what.startsWith('@')) {
      const list = content.lists[what.slice(1) as keyof ClassifiedsContent['lists']] as readonly Drawn[] | undefined;
      if (!list) throw new Error(`unknown list in {${source}}`);
      return (r) => r.pick(list);
    }
    const words = what.split('|');
    return (r) => r.pick(words);
  }
  if (head === 'int' || head === 'round' || head === 'money') {
    const terms = (head === 'money' ? rest : [head, ...rest]).join(' ').split(' + ').map((term) => numberTerm(term.split(' ')));
    const sum = (r: Random) => terms.reduce((total, term) => total + term(r), 0);
    return head === 'money' ? (r) => money(sum(r)) : sum;
  }
  if (names.has(source)) return (_, drawn) => drawn.get(source)!;
  return null;
}

interface CompiledTemplate {
  template: AdTemplate;
  make(r: Random): { title: string; body: string };
}

const PLACEHOLDER = /\{([^{}]+)\}/g;

/** Turns a text into its fixed parts and placeholders, compiled once; writing it draws them in order. */
function compileText(text: string, names: ReadonlySet<string>) {
  const parts: ((r: Random, drawn: ReadonlyMap<string, Drawn>) => string)[] = [];
  const fixed = (piece: string) => {
    if (/[{}]/.test(piece)) throw new Error(`unmatched brace in "${text}"`);
    parts.push(() => piece);
  };
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    fixed(text.slice(last, match.index));
    parts.push(compile(match[1]!, names));
    last = match.index + match[0].length;
  }
  fixed(text.slice(last));
  return (r: Random, drawn: ReadonlyMap<string, Drawn>) => parts.map((part) => part(r, drawn)).join('');
}

export function compileTemplate(template: AdTemplate, index: number): CompiledTemplate {
  try {
    const draws = Object.entries(template.draws ?? {}).map(([name, source]) => {
      const make = draw(source, new Set());
      if (!make) throw new Error(`unknown draw "${source}" for ${name}`);
      return [name, make] as const;
    });
    const names = new Set(draws.map(([name]) => name));
    const title = compileText(template.title, names);
    const body = compileText(template.body, names);
    return {
      template,
      make(r) {
        const drawn = new Map<string, Drawn>();
        for (const [name, make] of draws) drawn.set(name, make(r, drawn));
        return { title: title(r, drawn), body: body(r, drawn) };
      },
    };
  } catch (err) {
    throw new Error(`demo content classifieds.json: template ${index} (${template.title}): ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

/** Every template, compiled when the seed loads: a placeholder the filler does not know fails the load. */
export const TEMPLATES: readonly CompiledTemplate[] = content.templates.map(compileTemplate);

/**
 * Draws `count` ads: a language mix of about 55% Russian, 38% English and 7% Lithuanian, across
 * every section (each template once first, unless `anyTemplate`).
 */
export function draftAds(count: number, r: Random, { anyTemplate = false } = {}): AdDraft[] {
  const byLang = (lang: ContentLanguage) => TEMPLATES.filter(({ template }) => template.lang === lang);
  const pools = { ru: byLang('ru'), en: byLang('en'), lt: byLang('lt') };
  const drafts: AdDraft[] = [];
  for (let i = 0; i < count; i++) {
    const roll = r.next();
    const lang: ContentLanguage = roll < 0.55 ? 'ru' : roll < 0.93 ? 'en' : 'lt';
    // Going round each pool first, so a small seed still has every template.
    const pool = pools[lang];
    const compiled = i < TEMPLATES.length && !anyTemplate ? TEMPLATES[i]! : r.pick(pool);
    const { title, body } = compiled.make(r);
    const { section, type, lang: language, picture } = compiled.template;
    drafts.push({ section, type, lang: language, title, body, picture });
  }
  return drafts;
}
