import type { ContentLanguage } from '@gazeta/contract';
import type { CategorySlug } from '../content/schemas.ts';
import { createRandom, hashString, type Random } from '../random.ts';
import { linearGradient, n, radialGradient, svgDocument } from './svg.ts';

/** Article illustrations: abstract editorial artwork, 16:9, drawn from layered shapes. */
export const ILLUSTRATION_WIDTH = 1600;
export const ILLUSTRATION_HEIGHT = 900;
const W = ILLUSTRATION_WIDTH;
const H = ILLUSTRATION_HEIGHT;

interface Palette {
  sky: readonly [string, string];
  far: string;
  mid: string;
  near: string;
  accent: string;
  sun: string;
  water: string;
}

const PALETTES: Record<CategorySlug, readonly Palette[]> = {
  news: [
    { sky: ['#1d2b53', '#7e5a9b'], far: '#3c4a7a', mid: '#2a355e', near: '#141b38', accent: '#f2c14e', sun: '#f7dba7', water: '#22305c' },
    { sky: ['#e9e4da', '#cfd8dc'], far: '#9aa5b1', mid: '#5c6b7a', near: '#263238', accent: '#c62828', sun: '#ef9a9a', water: '#90a4ae' },
  ],
  chicago: [
    { sky: ['#ff9a5a', '#ffd29d'], far: '#c8697a', mid: '#8a4a6b', near: '#3b2747', accent: '#ffe3b0', sun: '#fff2d4', water: '#5b7db1' },
    { sky: ['#0f2a4a', '#3d6e9e'], far: '#2b4d72', mid: '#1c3656', near: '#0a1a2e', accent: '#ffd166', sun: '#e8f1f8', water: '#163a5f' },
    { sky: ['#a7d3e8', '#e8f4f8'], far: '#7fa7c2', mid: '#4f7a99', near: '#23455f', accent: '#e63946', sun: '#ffffff', water: '#3f88a8' },
  ],
  community: [
    { sky: ['#f6d6ad', '#fbefd9'], far: '#b5c99a', mid: '#87a96b', near: '#4f772d', accent: '#d9544f', sun: '#ffe8a3', water: '#8ecae6' },
    { sky: ['#cde7e4', '#f1f7f6'], far: '#9cc5a1', mid: '#49a078', near: '#216869', accent: '#f4a261', sun: '#fff1c1', water: '#88c1d0' },
    { sky: ['#f3c5c5', '#fdecea'], far: '#c9ada7', mid: '#9a8c98', near: '#4a4e69', accent: '#f2a65a', sun: '#fff4e0', water: '#a3c4f3' },
  ],
  business: [
    { sky: ['#e0f2f1', '#ffffff'], far: '#80cbc4', mid: '#26a69a', near: '#00695c', accent: '#ffb300', sun: '#fff8e1', water: '#4db6ac' },
    { sky: ['#263238', '#455a64'], far: '#546e7a', mid: '#37474f', near: '#1c262b', accent: '#ffca28', sun: '#ffe082', water: '#37474f' },
    { sky: ['#fff3e0', '#ffe0b2'], far: '#ffb74d', mid: '#f57c00', near: '#6d4c41', accent: '#2e7d32', sun: '#ffffff', water: '#ffcc80' },
  ],
  culture: [
    { sky: ['#2b1055', '#7597de'], far: '#6a4c93', mid: '#4a2c6f', near: '#1e0b36', accent: '#ffc857', sun: '#ffe9b3', water: '#3a2a6e' },
    { sky: ['#590d22', '#a4133c'], far: '#c9184a', mid: '#800f2f', near: '#3d0814', accent: '#ffd6a5', sun: '#fff0d9', water: '#590d22' },
    { sky: ['#fdf0d5', '#f4d8a8'], far: '#c1a57b', mid: '#8c6e4f', near: '#3e2c23', accent: '#003049', sun: '#fffaf0', water: '#c9b38f' },
  ],
  health: [
    { sky: ['#e3f6f5', '#ffffff'], far: '#bae8e8', mid: '#5fbfbf', near: '#2c7a7b', accent: '#e76f51', sun: '#fff5e6', water: '#9ed8db' },
    { sky: ['#edf6e5', '#fbfdf8'], far: '#c7e9b0', mid: '#80b86b', near: '#3e7c3a', accent: '#ef476f', sun: '#fffbea', water: '#b5e2fa' },
  ],
  immigration: [
    { sky: ['#ffcf99', '#ffe9cf'], far: '#d9a679', mid: '#a9745b', near: '#5a3e36', accent: '#1d3557', sun: '#fff6e5', water: '#a8dadc' },
    { sky: ['#bde0fe', '#eaf4ff'], far: '#a2d2ff', mid: '#5b8fb9', near: '#1d3557', accent: '#e63946', sun: '#ffffff', water: '#8fb8de' },
  ],
  lithuania: [
    { sky: ['#fdb913', '#fff3c4'], far: '#7fb069', mid: '#006a44', near: '#1f4d2b', accent: '#c1272d', sun: '#fff8dc', water: '#7fb7be' },
    { sky: ['#c9e4ca', '#f3f9ec'], far: '#87bba2', mid: '#55828b', near: '#364958', accent: '#e2a23b', sun: '#fffbe6', water: '#9cc5c9' },
  ],
  sport: [
    { sky: ['#03045e', '#0077b6'], far: '#0096c7', mid: '#023e8a', near: '#03045e', accent: '#f1faee', sun: '#caf0f8', water: '#48cae4' },
    { sky: ['#d8f3dc', '#f7fff8'], far: '#95d5b2', mid: '#52b788', near: '#1b4332', accent: '#f77f00', sun: '#ffffff', water: '#74c69d' },
  ],
  travel: [
    { sky: ['#48cae4', '#caf0f8'], far: '#90a9b7', mid: '#5e7b8c', near: '#2f4858', accent: '#ff6b6b', sun: '#fffbe0', water: '#0096c7' },
    { sky: ['#f08080', '#fbc4ab'], far: '#b5838d', mid: '#6d6875', near: '#3a3142', accent: '#ffe66d', sun: '#fff5d1', water: '#7d8fb3' },
  ],
};

export type SceneKind =
  | 'skyline'
  | 'lakefront'
  | 'columns'
  | 'neighborhood'
  | 'storefronts'
  | 'stage'
  | 'wellness'
  | 'road'
  | 'hills'
  | 'field'
  | 'mountains'
  | 'documents'
  | 'train'
  | 'books'
  | 'snow'
  | 'bread'
  | 'nursery'
  | 'festival'
  | 'gallery'
  | 'chess'
  | 'workplace';

const ALTS: Record<SceneKind, Record<ContentLanguage, string>> = {
  skyline: {
    ru: 'Иллюстрация: силуэты небоскрёбов Чикаго на фоне закатного неба',
    en: 'Illustration: the Chicago skyline in silhouette against an evening sky',
    lt: 'Iliustracija: Čikagos dangoraižių siluetai vakaro danguje',
  },
  lakefront: {
    ru: 'Иллюстрация: берег озера Мичиган с парусниками и городом на горизонте',
    en: 'Illustration: the Lake Michigan shore with sailboats and the city on the horizon',
    lt: 'Iliustracija: Mičigano ežero krantas su burlaiviais ir miestu horizonte',
  },
  columns: {
    ru: 'Иллюстрация: абстрактная газетная полоса из колонок и заголовков',
    en: 'Illustration: an abstract newspaper page of columns and headlines',
    lt: 'Iliustracija: abstraktus laikraščio puslapis su skiltimis ir antraštėmis',
  },
  neighborhood: {
    ru: 'Иллюстрация: тихая пригородная улица с домами и деревьями',
    en: 'Illustration: a quiet suburban street with houses and trees',
    lt: 'Iliustracija: rami priemiesčio gatvė su namais ir medžiais',
  },
  storefronts: {
    ru: 'Иллюстрация: ряд небольших магазинов с яркими навесами',
    en: 'Illustration: a row of small shops with bright awnings',
    lt: 'Iliustracija: eilė nedidelių parduotuvių su ryškiomis markizėmis',
  },
  stage: {
    ru: 'Иллюстрация: театральная сцена с занавесом и лучами прожекторов',
    en: 'Illustration: a theater stage with curtains and spotlight beams',
    lt: 'Iliustracija: teatro scena su uždanga ir prožektorių šviesa',
  },
  wellness: {
    ru: 'Иллюстрация: мягкие круги, листья и линия пульса',
    en: 'Illustration: soft circles, leaves and a heartbeat line',
    lt: 'Iliustracija: švelnūs apskritimai, lapai ir pulso linija',
  },
  road: {
    ru: 'Иллюстрация: дорога, уходящая к горизонту, и стая птиц над ней',
    en: 'Illustration: a road running to the horizon under a flock of birds',
    lt: 'Iliustracija: kelias į horizontą ir paukščių pulkas virš jo',
  },
  hills: {
    ru: 'Иллюстрация: холмистый литовский пейзаж с одиноким деревом',
    en: 'Illustration: rolling Lithuanian hills with a lone tree',
    lt: 'Iliustracija: kalvotas Lietuvos kraštovaizdis su vienišu medžiu',
  },
  field: {
    ru: 'Иллюстрация: спортивное поле в перспективе и мяч в полёте',
    en: 'Illustration: a sports field in perspective and a ball in flight',
    lt: 'Iliustracija: sporto aikštė perspektyvoje ir skrendantis kamuolys',
  },
  mountains: {
    ru: 'Иллюстрация: горы, солнце и след самолёта в небе',
    en: 'Illustration: mountains, the sun and an airplane trail in the sky',
    lt: 'Iliustracija: kalnai, saulė ir lėktuvo pėdsakas danguje',
  },
  documents: {
    ru: 'Иллюстрация: бланки и документы на столе, круглая печать и ручка',
    en: 'Illustration: forms and papers on a desk, a round stamp and a pen',
    lt: 'Iliustracija: blankai ir dokumentai ant stalo, apvalus antspaudas ir rašiklis',
  },
  train: {
    ru: 'Иллюстрация: пригородный поезд у платформы',
    en: 'Illustration: a commuter train at a platform',
    lt: 'Iliustracija: priemiestinis traukinys prie platformos',
  },
  books: {
    ru: 'Иллюстрация: книжные полки с разноцветными корешками',
    en: 'Illustration: bookshelves with colorful spines',
    lt: 'Iliustracija: knygų lentynos su spalvingomis nugarėlėmis',
  },
  snow: {
    ru: 'Иллюстрация: заснеженная улица с домами под снегопадом',
    en: 'Illustration: a snowy street with houses under falling snow',
    lt: 'Iliustracija: apsnigta gatvė su namais, krintant sniegui',
  },
  bread: {
    ru: 'Иллюстрация: свежий хлеб и выпечка на столе',
    en: 'Illustration: fresh bread and pastries on a table',
    lt: 'Iliustracija: šviežia duona ir kepiniai ant stalo',
  },
  nursery: {
    ru: 'Иллюстрация: детская кроватка и подвесная игрушка в детской',
    en: 'Illustration: a baby crib and a hanging mobile in a nursery',
    lt: 'Iliustracija: kūdikio lovytė ir kabantis žaislas vaikų kambaryje',
  },
  festival: {
    ru: 'Иллюстрация: праздничные флажки над ярмарочными шатрами',
    en: 'Illustration: festive bunting over fair tents',
    lt: 'Iliustracija: šventinės vėliavėlės virš mugės palapinių',
  },
  gallery: {
    ru: 'Иллюстрация: картины в рамах на стене выставочного зала',
    en: 'Illustration: framed pictures on a gallery wall',
    lt: 'Iliustracija: įrėminti paveikslai parodų salės sienoje',
  },
  chess: {
    ru: 'Иллюстрация: шахматная доска с фигурами и две чашки чая на столе',
    en: 'Illustration: a chessboard with its pieces and two cups of tea on a table',
    lt: 'Iliustracija: šachmatų lenta su figūromis ir du puodeliai arbatos ant stalo',
  },
  workplace: {
    ru: 'Иллюстрация: рабочий стол с чертежом моста, строительной каской и пропуском на шнурке',
    en: 'Illustration: a desk with a bridge blueprint, a hard hat and a badge on a lanyard',
    lt: 'Iliustracija: darbo stalas su tilto brėžiniu, statybininko šalmu ir leidimu ant juostelės',
  },
};

/** A section's own pictures, for a story whose words name no subject (only Chicago's show its skyline). */
const SCENES_BY_CATEGORY: Record<CategorySlug, readonly SceneKind[]> = {
  news: ['columns', 'documents'],
  chicago: ['skyline', 'lakefront'],
  community: ['neighborhood', 'festival'],
  business: ['storefronts', 'bread'],
  culture: ['stage', 'gallery'],
  health: ['wellness'],
  immigration: ['road', 'documents'],
  lithuania: ['hills', 'festival'],
  sport: ['field'],
  travel: ['mountains', 'lakefront'],
};

export interface IllustrationSpec {
  index: number;
  scene: SceneKind;
  /** 0 or 1: the same subject in another palette and drawing. */
  variant: number;
  palette: Palette;
  seed: number;
}

export const SCENE_KINDS = Object.keys(ALTS) as SceneKind[];

/** Whose palettes a scene is painted in. */
const SCENE_PALETTES: Record<SceneKind, CategorySlug> = {
  skyline: 'chicago',
  lakefront: 'chicago',
  columns: 'news',
  neighborhood: 'community',
  storefronts: 'business',
  stage: 'culture',
  wellness: 'health',
  road: 'immigration',
  hills: 'lithuania',
  field: 'sport',
  mountains: 'travel',
  documents: 'immigration',
  train: 'chicago',
  books: 'culture',
  snow: 'news',
  bread: 'business',
  nursery: 'community',
  festival: 'lithuania',
  gallery: 'culture',
  chess: 'community',
  workplace: 'business',
};

/** Drawings of each subject: two, in different palettes, so similar stories need not share one. */
export const VARIANTS = 2;

/**
 * The pool of pictures (scenes × variants). The seed renders only those its articles, covers
 * and posts use.
 */
export const ILLUSTRATIONS: readonly IllustrationSpec[] = SCENE_KINDS.flatMap((scene) =>
  Array.from({ length: VARIANTS }, (_, variant) => ({ scene, variant })),
).map(({ scene, variant }, index) => {
  const palettes = PALETTES[SCENE_PALETTES[scene]];
  return { index, scene, variant, palette: palettes[variant % palettes.length] as Palette, seed: hashString(`${scene}/${variant}`) };
});

/** The pool's picture of a scene in a variant. */
export function illustrationOf(scene: SceneKind, variant: number): IllustrationSpec {
  return ILLUSTRATIONS.find((spec) => spec.scene === scene && spec.variant === variant % VARIANTS)!;
}

/**
 * What a story is about, as the pictures can show it: the first rule whose words its title or
 * lead has. A story none of them matches takes its section's pictures.
 */
const SUBJECTS: readonly (readonly [RegExp, SceneKind])[] = [
  [/снег|snow|зимн|мороз|freeze|warming cent|wind chill/i, 'snow'],
  [/фестивал|festival|ярмарк|\bfair\b|масленица|šventė|šventę|minėjim|mugė/i, 'festival'],
  [/пекарн|хлеб|bakery|bread|ресторан|restaurant|кухн|пельмен|dumpling|patiekal/i, 'bread'],
  [/выставк|exhibit|фотографи|museum|музе|gallery/i, 'gallery'],
  // Before the stage and the sports field: a chess club plays at a table, and a story of first
  // jobs (an engineer, a music teacher, a nurse) is about work, not about music.
  [/шахмат|chess|šachmat/i, 'chess'],
  [/первая работа|перв\S* работ|нашли работу|трудоустр|ваканси|first jobs?\b|job fair|\bjobs?\b|darbo vietą/i, 'workplace'],
  [/театр|theater|theatre|сцен[аеуы]|хор[ «]|choir|chor|jazz|джаз|концерт|concert|koncert|music|музык|šokių|кино/i, 'stage'],
  [/гражданств|citizenship|грин-карт|green card|налог|\btax|budget|бюджет|пароль|parole|medicare|мошенник|оценк/i, 'documents'],
  [/metra|поезд[ау ]|ветк|train|о’хэр|o[’']hare|аэропорт|airport|transit|парковк|parking/i, 'train'],
  [/хоккей|hockey|шахмат|chess|runner|marathon|soccer|футбол|пробежк|sport|спорт/i, 'field'],
  [/crossing|speed sign|traffic|дорог/i, 'road'],
  [/библиотек|library|книг|\bbook|школ|school|mokykl|kalb|tutor|курс/i, 'books'],
  [/лекарств|\bdrug|здоров|health|врач|clinic|screening|грипп|flu\b|прививк|осмотр|психолог|одиночеств|heat\b|жар/i, 'wellness'],
  [/озер|\blake|riverwalk|дюн|dunes|kop|nerij/i, 'lakefront'],
  [/storm|гроз|\bhome|house|condo|housing|недвижим|сосед|neighbo|волонт|volunteer|семь/i, 'neighborhood'],
  [/бизнес|business|магазин|\bshop|открыл|opening|маникюр|работ/i, 'storefronts'],
  [/беж|refugee|гуманитарн|переезд|новых жителей|новоприбыв|newcomer/i, 'road'],
  [/lietuv|литв|lithuan|vilni|вильнюс/i, 'hills'],
  [/путешеств|travel|билет|flight|kelion/i, 'mountains'],
];

/** The scene a story's picture shows: by its words, else its section's. */
export function subjectScene(text: string, category: CategorySlug, turn: number): SceneKind {
  for (const [words, scene] of SUBJECTS) if (words.test(text)) return scene;
  const own = SCENES_BY_CATEGORY[category];
  return own[turn % own.length]!;
}

export function illustrationAlt(spec: IllustrationSpec, lang: ContentLanguage): string {
  return ALTS[spec.scene][lang];
}

export function illustrationSvg(spec: IllustrationSpec): string {
  return svgDocument(W, H, sceneBody(spec.scene, spec.palette, createRandom(spec.seed), W, H));
}

/** The drawing of a scene at any size (the newspaper covers reuse it as a picture block). */
export function sceneBody(scene: SceneKind, p: Palette, r: Random, w: number, h: number): string {
  const id = `s${r.int(1000, 9999)}`;
  const defs = `<defs>${linearGradient(`${id}sky`, p.sky)}${radialGradient(`${id}glow`, p.sun, p.sky[1])}${linearGradient(`${id}water`, [p.water, p.near])}</defs>`;
  const sky = `<rect width="${w}" height="${h}" fill="url(#${id}sky)"/>`;
  const sun = (cx: number, cy: number, radius: number) =>
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 2.2)}" fill="url(#${id}glow)" opacity="0.7"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${p.sun}"/>`;
  const drawers: Record<SceneKind, () => string> = {
    skyline: () => {
      const horizon = h * 0.72;
      let out = sun(w * r.float(0.2, 0.8), h * r.float(0.22, 0.4), h * 0.09);
      out += buildings(r, p.far, w, horizon, h * 0.18, h * 0.42, 0.5);
      out += buildings(r, p.mid, w, horizon, h * 0.12, h * 0.5, 0.9, p.accent);
      out += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#${id}water)"/>`;
      for (let i = 0; i < 14; i++) {
        const y = horizon + r.float(8, h - horizon - 8);
        const x = r.float(0, w * 0.9);
        out += `<rect x="${n(x)}" y="${n(y)}" width="${n(r.float(w * 0.03, w * 0.14))}" height="3" rx="1.5" fill="${p.accent}" opacity="${n(r.float(0.15, 0.45))}"/>`;
      }
      return out;
    },
    lakefront: () => {
      const horizon = h * 0.55;
      let out = sun(w * r.float(0.55, 0.85), horizon - h * 0.08, h * 0.11);
      out += buildings(r, p.far, w * 0.45, horizon, h * 0.05, h * 0.22, 0.35);
      out += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#${id}water)"/>`;
      for (let i = 0; i < 9; i++) {
        const y = horizon + (i + 1) * ((h - horizon) / 11);
        out += `<path d="${wave(w, y, 6 + i * 1.5)}" fill="none" stroke="${p.sun}" stroke-width="2" opacity="${n(0.15 + i * 0.03)}"/>`;
      }
      for (let i = 0; i < 3; i++) {
        const x = r.float(w * 0.1, w * 0.9);
        const y = horizon + r.float(h * 0.05, h * 0.2);
        const s = r.float(0.6, 1.2) * h * 0.1;
        out += `<path d="M${n(x)} ${n(y)} L${n(x)} ${n(y - s)} L${n(x + s * 0.6)} ${n(y)} Z" fill="${p.sun}" opacity="0.9"/><path d="M${n(x - s * 0.35)} ${n(y + 4)} L${n(x + s * 0.7)} ${n(y + 4)} L${n(x + s * 0.55)} ${n(y + 14)} L${n(x - s * 0.2)} ${n(y + 14)} Z" fill="${p.near}"/>`;
      }
      out += `<path d="M0 ${n(h)} L0 ${n(h * 0.86)} Q${n(w * 0.25)} ${n(h * 0.8)} ${n(w * 0.5)} ${n(h * 0.9)} T${w} ${n(h * 0.88)} L${w} ${n(h)} Z" fill="${p.accent}" opacity="0.85"/>`;
      return out;
    },
    columns: () => {
      let out = '';
      const cols = 4;
      const margin = w * 0.06;
      const colW = (w - margin * 2 - (cols - 1) * 24) / cols;
      out += `<rect x="${n(margin)}" y="${n(h * 0.08)}" width="${n(w - margin * 2)}" height="${n(h * 0.1)}" fill="${p.near}"/>`;
      out += `<circle cx="${n(w * r.float(0.55, 0.8))}" cy="${n(h * 0.5)}" r="${n(h * 0.33)}" fill="${p.accent}" opacity="0.85"/>`;
      for (let c = 0; c < cols; c++) {
        const x = margin + c * (colW + 24);
        let y = h * 0.24;
        while (y < h * 0.9) {
          const block = r.chance(0.25);
          const height = block ? r.float(h * 0.08, h * 0.16) : 10;
          out += `<rect x="${n(x)}" y="${n(y)}" width="${n(block ? colW : colW * r.float(0.6, 1))}" height="${n(height)}" fill="${block ? p.mid : p.far}" opacity="${block ? 0.9 : 0.7}"/>`;
          y += height + (block ? 18 : 14);
        }
      }
      return out;
    },
    neighborhood: () => {
      const ground = h * 0.7;
      let out = sun(w * r.float(0.15, 0.85), h * 0.25, h * 0.08);
      out += `<path d="M0 ${n(ground)} Q${n(w * 0.3)} ${n(ground - h * 0.12)} ${n(w * 0.6)} ${n(ground - h * 0.04)} T${w} ${n(ground - h * 0.1)} L${w} ${h} L0 ${h} Z" fill="${p.far}"/>`;
      let x = r.float(-40, 20);
      while (x < w) {
        const hw = r.float(w * 0.08, w * 0.13);
        const hh = r.float(h * 0.14, h * 0.22);
        const roof = hh * r.float(0.45, 0.7);
        const base = ground + r.float(-6, 10);
        out += `<rect x="${n(x)}" y="${n(base - hh)}" width="${n(hw)}" height="${n(hh)}" fill="${r.pick([p.mid, p.sun, p.accent])}"/>`;
        out += `<path d="M${n(x - 10)} ${n(base - hh)} L${n(x + hw / 2)} ${n(base - hh - roof)} L${n(x + hw + 10)} ${n(base - hh)} Z" fill="${p.near}"/>`;
        out += `<rect x="${n(x + hw * 0.4)}" y="${n(base - hh * 0.45)}" width="${n(hw * 0.2)}" height="${n(hh * 0.45)}" fill="${p.near}" opacity="0.8"/>`;
        out += `<rect x="${n(x + hw * 0.12)}" y="${n(base - hh * 0.8)}" width="${n(hw * 0.2)}" height="${n(hw * 0.2)}" fill="${p.sky[1]}"/>`;
        x += hw + r.float(30, 70);
        if (r.chance(0.7)) {
          const tr = r.float(h * 0.05, h * 0.09);
          out += `<rect x="${n(x - 22)}" y="${n(ground - tr)}" width="8" height="${n(tr + 8)}" fill="${p.near}"/><circle cx="${n(x - 18)}" cy="${n(ground - tr * 1.4)}" r="${n(tr)}" fill="${p.near}" opacity="0.9"/>`;
        }
      }
      out += `<rect y="${n(ground + 12)}" width="${w}" height="${n(h - ground)}" fill="${p.near}"/>`;
      out += `<rect y="${n(ground + (h - ground) * 0.55)}" width="${w}" height="6" fill="${p.sun}" opacity="0.6" stroke-dasharray="60 40"/>`;
      return out;
    },
    storefronts: () => {
      const ground = h * 0.82;
      let out = `<rect y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="${p.near}"/>`;
      let x = 0;
      while (x < w) {
        const sw = r.float(w * 0.16, w * 0.24);
        const top = r.float(h * 0.12, h * 0.3);
        out += `<rect x="${n(x)}" y="${n(top)}" width="${n(sw)}" height="${n(ground - top)}" fill="${r.pick([p.far, p.mid, p.sky[1]])}"/>`;
        const awningY = ground - (ground - top) * 0.55;
        const stripes = 6;
        for (let i = 0; i < stripes; i++) {
          out += `<path d="M${n(x + (sw / stripes) * i)} ${n(awningY)} L${n(x + (sw / stripes) * (i + 1))} ${n(awningY)} L${n(x + (sw / stripes) * (i + 1) + 6)} ${n(awningY + 60)} L${n(x + (sw / stripes) * i + 6)} ${n(awningY + 60)} Z" fill="${i % 2 ? p.sun : p.accent}"/>`;
        }
        out += `<rect x="${n(x + sw * 0.12)}" y="${n(awningY + 80)}" width="${n(sw * 0.5)}" height="${n(ground - awningY - 80)}" fill="${p.sky[0]}" opacity="0.75"/>`;
        out += `<rect x="${n(x + sw * 0.7)}" y="${n(awningY + 90)}" width="${n(sw * 0.18)}" height="${n(ground - awningY - 90)}" fill="${p.near}"/>`;
        out += `<rect x="${n(x + sw * 0.15)}" y="${n(top + 30)}" width="${n(sw * 0.7)}" height="${n(40)}" rx="6" fill="${p.near}" opacity="0.85"/>`;
        x += sw + 4;
      }
      return out;
    },
    stage: () => {
      let out = '';
      for (let i = 0; i < 3; i++) {
        const cx = w * (0.3 + i * 0.2);
        out += `<path d="M${n(cx)} 0 L${n(cx - w * 0.16)} ${n(h * 0.8)} L${n(cx + w * 0.16)} ${n(h * 0.8)} Z" fill="${p.sun}" opacity="0.12"/>`;
      }
      out += `<ellipse cx="${n(w / 2)}" cy="${n(h * 0.82)}" rx="${n(w * 0.42)}" ry="${n(h * 0.09)}" fill="${p.accent}" opacity="0.35"/>`;
      for (let i = 0; i < 5; i++) {
        const rr = h * (0.08 + i * 0.06);
        out += `<circle cx="${n(w / 2)}" cy="${n(h * 0.46)}" r="${n(rr)}" fill="none" stroke="${p.accent}" stroke-width="${n(6 - i)}" opacity="${n(0.8 - i * 0.12)}"/>`;
      }
      const folds = 7;
      for (const side of [0, 1]) {
        for (let i = 0; i < folds; i++) {
          const fw = (w * 0.2) / folds;
          const x = side === 0 ? i * fw : w - (i + 1) * fw;
          out += `<rect x="${n(x)}" y="0" width="${n(fw + 1)}" height="${h}" fill="${i % 2 ? p.mid : p.near}"/>`;
        }
      }
      out += `<path d="M0 0 L${w} 0 L${w} ${n(h * 0.1)} Q${n(w * 0.75)} ${n(h * 0.2)} ${n(w / 2)} ${n(h * 0.1)} Q${n(w * 0.25)} ${n(h * 0.2)} 0 ${n(h * 0.1)} Z" fill="${p.far}"/>`;
      out += `<rect y="${n(h * 0.88)}" width="${w}" height="${n(h * 0.12)}" fill="${p.near}"/>`;
      return out;
    },
    wellness: () => {
      let out = '';
      for (let i = 0; i < 6; i++) {
        out += `<circle cx="${n(r.float(0, w))}" cy="${n(r.float(0, h))}" r="${n(r.float(h * 0.12, h * 0.35))}" fill="${r.pick([p.far, p.mid, p.water])}" opacity="${n(r.float(0.25, 0.55))}"/>`;
      }
      for (let i = 0; i < 7; i++) {
        const x = r.float(w * 0.05, w * 0.95);
        const y = r.float(h * 0.1, h * 0.9);
        const s = r.float(40, 110);
        const a = r.int(0, 359);
        out += `<path transform="translate(${n(x)} ${n(y)}) rotate(${a})" d="M0 0 Q${n(s * 0.6)} ${n(-s * 0.5)} ${n(s * 1.4)} 0 Q${n(s * 0.6)} ${n(s * 0.5)} 0 0 Z" fill="${p.near}" opacity="0.8"/>`;
      }
      const y0 = h * 0.55;
      const pts = [`M0 ${n(y0)}`, `L${n(w * 0.38)} ${n(y0)}`, `L${n(w * 0.42)} ${n(y0 - h * 0.22)}`, `L${n(w * 0.47)} ${n(y0 + h * 0.18)}`, `L${n(w * 0.51)} ${n(y0 - h * 0.08)}`, `L${n(w * 0.54)} ${n(y0)}`, `L${w} ${n(y0)}`];
      out += `<path d="${pts.join(' ')}" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>`;
      return out;
    },
    road: () => {
      const horizon = h * 0.5;
      let out = sun(w / 2 + r.float(-w * 0.2, w * 0.2), horizon - h * 0.1, h * 0.12);
      out += `<path d="M0 ${n(horizon)} Q${n(w * 0.2)} ${n(horizon - h * 0.08)} ${n(w * 0.4)} ${n(horizon)} T${n(w * 0.8)} ${n(horizon - 10)} T${w} ${n(horizon)} L${w} ${h} L0 ${h} Z" fill="${p.far}"/>`;
      out += `<path d="M0 ${n(horizon + h * 0.12)} Q${n(w * 0.3)} ${n(horizon + h * 0.02)} ${n(w * 0.6)} ${n(horizon + h * 0.1)} T${w} ${n(horizon + h * 0.06)} L${w} ${h} L0 ${h} Z" fill="${p.mid}"/>`;
      out += `<path d="M${n(w * 0.49)} ${n(horizon + 6)} L${n(w * 0.51)} ${n(horizon + 6)} L${n(w * 0.78)} ${h} L${n(w * 0.22)} ${h} Z" fill="${p.near}"/>`;
      for (let i = 0; i < 6; i++) {
        const t = (i + 1) / 7;
        const y = horizon + 6 + (h - horizon) * t * t;
        out += `<rect x="${n(w / 2 - 2 - t * 6)}" y="${n(y)}" width="${n(4 + t * 12)}" height="${n(8 + t * 40)}" fill="${p.sun}"/>`;
      }
      for (let i = 0; i < 9; i++) {
        const x = r.float(w * 0.15, w * 0.85);
        const y = r.float(h * 0.08, h * 0.35);
        const s = r.float(10, 24);
        out += `<path d="M${n(x - s)} ${n(y)} Q${n(x - s / 2)} ${n(y - s / 2)} ${n(x)} ${n(y)} Q${n(x + s / 2)} ${n(y - s / 2)} ${n(x + s)} ${n(y)}" fill="none" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/>`;
      }
      return out;
    },
    hills: () => {
      let out = sun(w * r.float(0.6, 0.85), h * 0.25, h * 0.1);
      const layers = [p.far, p.mid, p.near];
      layers.forEach((color, i) => {
        const base = h * (0.5 + i * 0.14);
        out += `<path d="M0 ${n(base)} Q${n(w * r.float(0.15, 0.35))} ${n(base - h * r.float(0.1, 0.2))} ${n(w * 0.5)} ${n(base)} T${w} ${n(base - h * r.float(0, 0.08))} L${w} ${h} L0 ${h} Z" fill="${color}"/>`;
      });
      const tx = w * r.float(0.2, 0.4);
      const ty = h * 0.56;
      out += `<rect x="${n(tx - 6)}" y="${n(ty - 40)}" width="12" height="90" fill="${p.near}"/><circle cx="${n(tx)}" cy="${n(ty - 80)}" r="70" fill="${p.near}"/><circle cx="${n(tx - 45)}" cy="${n(ty - 50)}" r="45" fill="${p.near}"/><circle cx="${n(tx + 45)}" cy="${n(ty - 55)}" r="48" fill="${p.near}"/>`;
      out += `<rect y="${n(h * 0.94)}" width="${w}" height="${n(h * 0.02)}" fill="${p.accent}" opacity="0.9"/>`;
      return out;
    },
    field: () => {
      const horizon = h * 0.42;
      let out = `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${p.mid}"/>`;
      for (let i = 0; i < 8; i++) {
        const y1 = horizon + ((h - horizon) * i) / 8;
        const y2 = horizon + ((h - horizon) * (i + 1)) / 8;
        if (i % 2 === 0) out += `<rect y="${n(y1)}" width="${w}" height="${n(y2 - y1)}" fill="${p.far}" opacity="0.35"/>`;
      }
      out += `<path d="M${n(w * 0.3)} ${n(horizon)} L${n(w * 0.7)} ${n(horizon)} L${n(w * 0.95)} ${h} L${n(w * 0.05)} ${h} Z" fill="none" stroke="${p.accent}" stroke-width="6"/>`;
      out += `<path d="M${n(w * 0.18)} ${n(h * 0.7)} L${n(w * 0.82)} ${n(h * 0.7)}" stroke="${p.accent}" stroke-width="5"/>`;
      out += `<ellipse cx="${n(w / 2)}" cy="${n(h * 0.7)}" rx="${n(w * 0.1)}" ry="${n(h * 0.05)}" fill="none" stroke="${p.accent}" stroke-width="5"/>`;
      for (let i = 0; i < 3; i++) {
        out += `<path d="M${n(w * 0.1 + i * w * 0.25)} ${n(h * 0.6)} Q${n(w * 0.35 + i * w * 0.15)} ${n(h * (0.05 + i * 0.05))} ${n(w * 0.75)} ${n(h * 0.25)}" fill="none" stroke="${p.sun}" stroke-width="3" stroke-dasharray="14 12" opacity="0.6"/>`;
      }
      out += `<circle cx="${n(w * 0.75)}" cy="${n(h * 0.25)}" r="${n(h * 0.06)}" fill="${p.accent}"/><circle cx="${n(w * 0.75 - 12)}" cy="${n(h * 0.25 - 12)}" r="${n(h * 0.02)}" fill="${p.sun}"/>`;
      for (let i = 0; i < 4; i++) {
        out += `<circle cx="${n(w * (0.1 + i * 0.27))}" cy="${n(h * 0.08)}" r="${n(h * 0.03)}" fill="${p.sun}" opacity="0.8"/>`;
      }
      return out;
    },
    mountains: () => {
      let out = sun(w * r.float(0.2, 0.5), h * 0.28, h * 0.1);
      const layer = (color: string, base: number, peak: number) => {
        let d = `M0 ${n(h)} L0 ${n(base)}`;
        let x = 0;
        while (x < w) {
          const step = r.float(w * 0.1, w * 0.2);
          d += ` L${n(x + step / 2)} ${n(base - r.float(peak * 0.5, peak))} L${n(x + step)} ${n(base)}`;
          x += step;
        }
        return `<path d="${d} L${w} ${n(h)} Z" fill="${color}"/>`;
      };
      out += layer(p.far, h * 0.7, h * 0.4);
      out += layer(p.mid, h * 0.8, h * 0.3);
      out += `<rect y="${n(h * 0.86)}" width="${w}" height="${n(h * 0.14)}" fill="url(#${id}water)"/>`;
      out += layer(p.near, h * 0.95, h * 0.1);
      const px = w * r.float(0.6, 0.8);
      const py = h * r.float(0.12, 0.22);
      out += `<path d="M${n(w * 0.05)} ${n(py + h * 0.25)} Q${n(w * 0.35)} ${n(py + h * 0.2)} ${n(px - 40)} ${n(py + 4)}" fill="none" stroke="${p.sun}" stroke-width="4" stroke-dasharray="18 14"/>`;
      out += `<path transform="translate(${n(px)} ${n(py)}) rotate(-12)" d="M-40 0 L40 -4 L50 0 L40 4 Z M-6 -2 L-20 -30 L-8 -30 L12 -2 Z M-6 2 L-20 30 L-8 30 L12 2 Z M-36 -1 L-46 -14 L-40 -14 L-28 -1 Z" fill="${p.accent}"/>`;
      return out;
    },
    documents: () => {
      // A desk seen from above: papers with lines, a round stamp, a pen.
      let out = `<rect width="${w}" height="${h}" fill="${p.mid}"/><rect width="${w}" height="${h}" fill="url(#${id}sky)" opacity="0.25"/>`;
      for (let i = 0; i < 3; i++) {
        const pw = w * 0.26;
        const ph = h * 0.62;
        const x = w * (0.12 + i * 0.22) + r.float(-20, 20);
        const y = h * (0.16 + (i % 2) * 0.08) + r.float(-10, 10);
        let sheet = `<rect x="0" y="0" width="${n(pw)}" height="${n(ph)}" rx="6" fill="#fbfaf7" stroke="${p.near}" stroke-opacity="0.25"/>`;
        sheet += `<rect x="${n(pw * 0.1)}" y="${n(ph * 0.08)}" width="${n(pw * 0.5)}" height="14" fill="${p.near}" opacity="0.7"/>`;
        for (let ly = ph * 0.2; ly < ph * 0.9; ly += 26) sheet += `<rect x="${n(pw * 0.1)}" y="${n(ly)}" width="${n(pw * r.float(0.5, 0.8))}" height="6" fill="${p.far}" opacity="0.55"/>`;
        out += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(r.float(-8, 8))})">${sheet}</g>`;
      }
      const sx = w * 0.74;
      const sy = h * 0.64;
      out += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(h * 0.12)}" fill="none" stroke="${p.accent}" stroke-width="10" opacity="0.85"/><circle cx="${n(sx)}" cy="${n(sy)}" r="${n(h * 0.08)}" fill="none" stroke="${p.accent}" stroke-width="4" opacity="0.85"/>`;
      out += `<rect x="${n(w * 0.2)}" y="${n(h * 0.86)}" width="${n(w * 0.42)}" height="16" rx="8" fill="${p.near}" transform="rotate(-6 ${n(w * 0.4)} ${n(h * 0.86)})"/>`;
      return out;
    },
    train: () => {
      const platform = h * 0.74;
      let out = sun(w * r.float(0.6, 0.85), h * 0.2, h * 0.07);
      out += buildings(r, p.far, w, platform - h * 0.1, h * 0.08, h * 0.3, 0.6);
      out += `<rect y="${n(platform)}" width="${w}" height="${n(h - platform)}" fill="${p.near}"/>`;
      out += `<rect y="${n(platform + h * 0.06)}" width="${w}" height="6" fill="${p.sun}" opacity="0.6"/><rect y="${n(platform + h * 0.12)}" width="${w}" height="6" fill="${p.sun}" opacity="0.6"/>`;
      const top = platform - h * 0.34;
      const cars = 3;
      const carW = w * 0.3;
      for (let c = 0; c < cars; c++) {
        const x = w * 0.06 + c * (carW + 12);
        out += `<rect x="${n(x)}" y="${n(top)}" width="${n(carW)}" height="${n(h * 0.3)}" rx="${c === cars - 1 ? 60 : 14}" fill="${p.mid}"/>`;
        out += `<rect x="${n(x)}" y="${n(top + h * 0.2)}" width="${n(carW)}" height="10" fill="${p.accent}"/>`;
        for (let k = 0; k < 5; k++) out += `<rect x="${n(x + 18 + k * (carW - 36) / 5)}" y="${n(top + h * 0.05)}" width="${n((carW - 36) / 5 - 12)}" height="${n(h * 0.1)}" rx="6" fill="${p.sun}" opacity="0.85"/>`;
      }
      return out;
    },
    books: () => {
      let out = `<rect width="${w}" height="${h}" fill="${p.near}" opacity="0.35"/>`;
      const colors = [p.accent, p.far, p.mid, p.sun, p.water, p.near];
      for (const shelf of [0.46, 0.9]) {
        const base = h * shelf;
        out += `<rect x="${n(w * 0.04)}" y="${n(base)}" width="${n(w * 0.92)}" height="18" fill="${p.near}"/>`;
        let x = w * 0.06;
        while (x < w * 0.92) {
          const bw = r.float(28, 64);
          const bh = r.float(h * 0.24, h * 0.36);
          const tilt = r.chance(0.08) ? r.float(-12, -6) : 0;
          out += `<rect x="${n(x)}" y="${n(base - bh)}" width="${n(bw)}" height="${n(bh)}" rx="4" fill="${r.pick(colors)}" transform="rotate(${n(tilt)} ${n(x)} ${n(base)})"/>`;
          out += `<rect x="${n(x + bw * 0.2)}" y="${n(base - bh * 0.8)}" width="${n(bw * 0.6)}" height="5" fill="#ffffff" opacity="0.5"/>`;
          x += bw + r.float(2, 6);
        }
      }
      return out;
    },
    snow: () => {
      const ground = h * 0.72;
      let out = buildings(r, p.mid, w, ground, h * 0.14, h * 0.3, 0.7, p.accent);
      out += `<rect y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="#f4f6f8"/>`;
      out += `<path d="M0 ${n(ground)} Q${n(w * 0.2)} ${n(ground - 26)} ${n(w * 0.4)} ${n(ground)} T${n(w * 0.8)} ${n(ground)} T${w} ${n(ground - 10)} L${w} ${n(ground + 20)} L0 ${n(ground + 20)} Z" fill="#ffffff"/>`;
      for (let i = 0; i < 120; i++) out += `<circle cx="${n(r.float(0, w))}" cy="${n(r.float(0, h))}" r="${n(r.float(2, 7))}" fill="#ffffff" opacity="${n(r.float(0.5, 0.95))}"/>`;
      return out;
    },
    bread: () => {
      const table = h * 0.62;
      let out = `<rect y="${n(table)}" width="${w}" height="${n(h - table)}" fill="${p.near}"/>`;
      out += `<rect y="${n(table)}" width="${w}" height="10" fill="${p.mid}"/>`;
      const loaves = [
        [0.22, 0.16, 0.1],
        [0.5, 0.2, 0.12],
        [0.78, 0.14, 0.09],
      ] as const;
      for (const [cx, rx, ry] of loaves) {
        const x = w * cx;
        const y = table + h * 0.08;
        // Crust colours whatever the palette: bread is brown.
        out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * rx)}" ry="${n(h * ry)}" fill="#a8652e"/><ellipse cx="${n(x)}" cy="${n(y - h * 0.02)}" rx="${n(w * rx * 0.92)}" ry="${n(h * ry * 0.8)}" fill="#d9a05b"/>`;
        for (let k = -1; k <= 1; k++) out += `<path d="M${n(x + k * w * rx * 0.45 - 18)} ${n(y - h * ry * 0.5)} q18 ${n(h * ry * 0.5)} 36 ${n(h * ry * 0.8)}" fill="none" stroke="#f3d39b" stroke-width="7" stroke-linecap="round"/>`;
      }
      out += `<rect x="${n(w * 0.1)}" y="${n(table - h * 0.06)}" width="${n(w * 0.8)}" height="${n(h * 0.05)}" rx="${n(h * 0.025)}" fill="${p.accent}" opacity="0.9"/>`;
      return out;
    },
    nursery: () => {
      const floor = h * 0.82;
      let out = `<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${p.mid}"/>`;
      for (let i = 0; i < 10; i++) out += `<circle cx="${n(r.float(0, w))}" cy="${n(r.float(0, h * 0.6))}" r="${n(r.float(6, 14))}" fill="${p.sun}" opacity="0.5"/>`;
      // The crib: posts, rails, bars, a mattress.
      const left = w * 0.26;
      const right = w * 0.74;
      const top = h * 0.4;
      out += `<rect x="${n(left)}" y="${n(top + h * 0.2)}" width="${n(right - left)}" height="${n(h * 0.07)}" rx="10" fill="#ffffff"/>`;
      for (let x = left + 30; x < right - 20; x += 34) out += `<rect x="${n(x)}" y="${n(top)}" width="10" height="${n(h * 0.3)}" rx="5" fill="${p.near}"/>`;
      out += `<rect x="${n(left - 20)}" y="${n(top - 10)}" width="${n(right - left + 40)}" height="16" rx="8" fill="${p.near}"/><rect x="${n(left - 20)}" y="${n(top + h * 0.3)}" width="${n(right - left + 40)}" height="16" rx="8" fill="${p.near}"/>`;
      for (const x of [left - 30, right + 12]) out += `<rect x="${n(x)}" y="${n(top - h * 0.08)}" width="18" height="${n(floor - top + h * 0.08)}" rx="9" fill="${p.near}"/>`;
      // The mobile above it.
      const mx = w * 0.5;
      out += `<line x1="${n(mx)}" y1="0" x2="${n(mx)}" y2="${n(h * 0.14)}" stroke="${p.near}" stroke-width="4"/><line x1="${n(mx - w * 0.12)}" y1="${n(h * 0.14)}" x2="${n(mx + w * 0.12)}" y2="${n(h * 0.14)}" stroke="${p.near}" stroke-width="4"/>`;
      for (const k of [-1, 0, 1]) {
        const x = mx + k * w * 0.12;
        out += `<line x1="${n(x)}" y1="${n(h * 0.14)}" x2="${n(x)}" y2="${n(h * 0.22)}" stroke="${p.near}" stroke-width="3"/><circle cx="${n(x)}" cy="${n(h * 0.25)}" r="${n(h * 0.035)}" fill="${k === 0 ? p.accent : p.far}"/>`;
      }
      return out;
    },
    festival: () => {
      const ground = h * 0.8;
      let out = sun(w * r.float(0.15, 0.85), h * 0.18, h * 0.07);
      out += `<rect y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="${p.mid}"/>`;
      for (let i = 0; i < 4; i++) {
        const x = w * (0.04 + i * 0.24);
        const tw = w * 0.2;
        const top = ground - h * 0.3;
        out += `<rect x="${n(x)}" y="${n(top)}" width="${n(tw)}" height="${n(ground - top)}" fill="#fbfaf7"/>`;
        out += `<path d="M${n(x - 10)} ${n(top)} L${n(x + tw / 2)} ${n(top - h * 0.12)} L${n(x + tw + 10)} ${n(top)} Z" fill="${i % 2 ? p.accent : p.near}"/>`;
        for (let k = 0; k < 4; k++) out += `<rect x="${n(x + (k * tw) / 4)}" y="${n(top)}" width="${n(tw / 8)}" height="${n(h * 0.06)}" fill="${i % 2 ? p.accent : p.near}" opacity="0.8"/>`;
      }
      const colors = [p.accent, p.sun, p.near, p.far];
      for (const sag of [0.1, 0.2]) {
        const y0 = h * sag;
        out += `<path d="M0 ${n(y0)} Q${n(w / 2)} ${n(y0 + h * 0.12)} ${w} ${n(y0)}" fill="none" stroke="${p.near}" stroke-width="3"/>`;
        for (let k = 0; k < 16; k++) {
          const t = (k + 0.5) / 16;
          const x = t * w;
          const y = y0 + 2 * t * (1 - t) * h * 0.12;
          out += `<path d="M${n(x - 18)} ${n(y)} L${n(x + 18)} ${n(y)} L${n(x)} ${n(y + 40)} Z" fill="${colors[k % colors.length]}"/>`;
        }
      }
      return out;
    },
    chess: () => {
      // A club's table: a chessboard in perspective with a game under way, and two cups of tea.
      const table = h * 0.5;
      let out = '';
      for (let i = 0; i < 3; i++) out += `<rect x="${n(w * (0.08 + i * 0.32))}" y="${n(h * 0.06)}" width="${n(w * 0.2)}" height="${n(h * 0.3)}" rx="10" fill="${p.sun}" opacity="0.4"/>`;
      // Wood whatever the palette: a table, a board and its pieces have their own colours.
      out += `<rect y="${n(table)}" width="${w}" height="${n(h - table)}" fill="#8d5a3b"/><rect y="${n(table)}" width="${w}" height="10" fill="#6e4329"/>`;
      const top = h * 0.58;
      const bottom = h * 0.95;
      const cx = w * 0.5;
      const corner = (col: number, row: number): [number, number] => {
        const half = w * (0.17 + 0.09 * (row / 8));
        return [cx - half + (2 * half * col) / 8, top + ((bottom - top) * row) / 8];
      };
      const quad = (c0: number, r0: number, c1: number, r1: number) =>
        [corner(c0, r0), corner(c1, r0), corner(c1, r1), corner(c0, r1)].map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
      out += `<polygon points="${quad(-0.3, -0.3, 8.3, 8.3)}" fill="#4a2e1c"/>`;
      for (let row = 0; row < 8; row++) {
        for (let col = 0; col < 8; col++) out += `<polygon points="${quad(col, row, col + 1, row + 1)}" fill="${(row + col) % 2 === 0 ? '#f1e4c8' : '#a8744a'}"/>`;
      }
      // Pieces stand on the centres of their squares, bigger nearer the eye.
      const piece = (col: number, row: number, light: boolean, king: boolean) => {
        const [x0, y0] = corner(col, row + 0.5);
        const [x1] = corner(col + 1, row + 0.5);
        const x = (x0 + x1) / 2;
        const s = (x1 - x0) * (king ? 1.5 : 1.05);
        const fill = light ? '#fbfaf7' : '#2b2118';
        const stroke = light ? '#3a2a1e' : '#000000';
        let shape = `<ellipse cx="${n(x)}" cy="${n(y0)}" rx="${n(s * 0.42)}" ry="${n(s * 0.13)}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`;
        shape += `<path d="M${n(x - s * 0.3)} ${n(y0)} L${n(x - s * 0.12)} ${n(y0 - s * 0.9)} L${n(x + s * 0.12)} ${n(y0 - s * 0.9)} L${n(x + s * 0.3)} ${n(y0)} Z" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`;
        shape += `<circle cx="${n(x)}" cy="${n(y0 - s * 1.02)}" r="${n(s * 0.2)}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`;
        if (king) shape += `<rect x="${n(x - s * 0.04)}" y="${n(y0 - s * 1.5)}" width="${n(s * 0.08)}" height="${n(s * 0.3)}" fill="${fill}" stroke="${stroke}" stroke-width="2"/><rect x="${n(x - s * 0.12)}" y="${n(y0 - s * 1.42)}" width="${n(s * 0.24)}" height="${n(s * 0.07)}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`;
        return shape;
      };
      // A game under way: the kings on their own back ranks, pawns of both sides between them.
      const blackKing = r.int(1, 3);
      const whiteKing = 56 + r.int(4, 6);
      const pawns = r.shuffle(Array.from({ length: 40 }, (_, i) => 12 + i)).slice(0, 7);
      const placed = [
        { square: blackKing, light: false, king: true },
        { square: whiteKing, light: true, king: true },
        ...pawns.map((square, i) => ({ square, light: i % 2 === 0, king: false })),
      ].sort((a, b) => a.square - b.square);
      for (const { square, light, king } of placed) out += piece(square % 8, Math.floor(square / 8), light, king);
      // Two cups of tea on saucers, steam rising.
      for (const [x, y] of [
        [w * 0.13, h * 0.78],
        [w * 0.87, h * 0.72],
      ] as const) {
        out += `<ellipse cx="${n(x)}" cy="${n(y + h * 0.06)}" rx="${n(w * 0.07)}" ry="${n(h * 0.03)}" fill="#fbfaf7"/>`;
        out += `<path d="M${n(x - w * 0.045)} ${n(y - h * 0.04)} L${n(x + w * 0.045)} ${n(y - h * 0.04)} L${n(x + w * 0.035)} ${n(y + h * 0.05)} L${n(x - w * 0.035)} ${n(y + h * 0.05)} Z" fill="${p.accent}"/>`;
        out += `<path d="M${n(x + w * 0.042)} ${n(y - h * 0.02)} q${n(w * 0.03)} ${n(h * 0.02)} 0 ${n(h * 0.05)}" fill="none" stroke="${p.accent}" stroke-width="8"/>`;
        out += `<ellipse cx="${n(x)}" cy="${n(y - h * 0.04)}" rx="${n(w * 0.045)}" ry="${n(h * 0.012)}" fill="#b5651d"/>`;
        for (const dx of [-0.015, 0.015]) out += `<path d="M${n(x + w * dx)} ${n(y - h * 0.07)} q${n(w * 0.012)} ${n(-h * 0.05)} 0 ${n(-h * 0.1)} t0 ${n(-h * 0.1)}" fill="none" stroke="${p.near}" stroke-width="4" stroke-linecap="round" opacity="0.35"/>`;
      }
      return out;
    },
    workplace: () => {
      // A desk seen from above: a blueprint of a bridge, a hard hat, a badge on a lanyard, a mug.
      let out = `<rect width="${w}" height="${h}" fill="${p.mid}"/><rect width="${w}" height="${h}" fill="url(#${id}sky)" opacity="0.3"/>`;
      const bx = w * 0.08;
      const by = h * 0.12;
      const bw = w * 0.56;
      const bh = h * 0.7;
      let sheet = `<rect width="${n(bw)}" height="${n(bh)}" rx="4" fill="#21507a"/>`;
      for (let gx = bw / 16; gx < bw; gx += bw / 16) sheet += `<rect x="${n(gx)}" width="1.5" height="${n(bh)}" fill="#ffffff" opacity="0.14"/>`;
      for (let gy = bh / 10; gy < bh; gy += bh / 10) sheet += `<rect y="${n(gy)}" width="${n(bw)}" height="1.5" fill="#ffffff" opacity="0.14"/>`;
      // The bridge: an arch under a deck, hangers between them, piers at the ends.
      const deck = bh * 0.45;
      sheet += `<path d="M${n(bw * 0.1)} ${n(bh * 0.8)} Q${n(bw * 0.5)} ${n(bh * 0.12)} ${n(bw * 0.9)} ${n(bh * 0.8)}" fill="none" stroke="#ffffff" stroke-width="5"/>`;
      sheet += `<rect x="${n(bw * 0.05)}" y="${n(deck)}" width="${n(bw * 0.9)}" height="6" fill="#ffffff"/>`;
      for (let k = 1; k < 8; k++) {
        const x = bw * (0.1 + (0.8 * k) / 8);
        const t = (x - bw * 0.1) / (bw * 0.8);
        const archY = (1 - t) * (1 - t) * bh * 0.8 + 2 * t * (1 - t) * bh * 0.12 + t * t * bh * 0.8;
        sheet += `<rect x="${n(x - 1.5)}" y="${n(Math.min(deck, archY))}" width="3" height="${n(Math.abs(archY - deck))}" fill="#ffffff" opacity="0.8"/>`;
      }
      for (const px of [0.1, 0.9]) sheet += `<rect x="${n(bw * px - 10)}" y="${n(bh * 0.8)}" width="20" height="${n(bh * 0.12)}" fill="#ffffff" opacity="0.8"/>`;
      sheet += `<rect x="${n(bw * 0.64)}" y="${n(bh * 0.86)}" width="${n(bw * 0.3)}" height="${n(bh * 0.1)}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.8"/>`;
      out += `<g transform="translate(${n(bx)} ${n(by)}) rotate(${n(r.float(-3, 1))})">${sheet}</g>`;
      // A pencil across the blueprint.
      out += `<g transform="translate(${n(w * 0.2)} ${n(h * 0.9)}) rotate(-8)"><rect width="${n(w * 0.26)}" height="14" fill="#f2c14e"/><path d="M${n(w * 0.26)} 0 L${n(w * 0.26 + 26)} 7 L${n(w * 0.26)} 14 Z" fill="#e8c9a0"/><rect x="-14" width="14" height="14" fill="${p.accent}"/></g>`;
      // The hard hat: safety yellow whatever the palette.
      const hx = w * 0.8;
      const hy = h * 0.36;
      const hr = h * 0.15;
      out += `<ellipse cx="${n(hx)}" cy="${n(hy + hr * 0.05)}" rx="${n(hr * 1.45)}" ry="${n(hr * 0.32)}" fill="#d99a00"/>`;
      out += `<path d="M${n(hx - hr)} ${n(hy)} A${n(hr)} ${n(hr)} 0 0 1 ${n(hx + hr)} ${n(hy)} Z" fill="#f2b705"/>`;
      out += `<rect x="${n(hx - hr * 0.12)}" y="${n(hy - hr * 0.98)}" width="${n(hr * 0.24)}" height="${n(hr * 0.98)}" rx="6" fill="#ffd24d"/>`;
      // The badge on its lanyard.
      const cx = w * 0.8;
      const cy = h * 0.7;
      out += `<path d="M${n(cx - 30)} ${n(cy - h * 0.1)} C${n(cx - 120)} ${n(cy - h * 0.3)} ${n(cx + 140)} ${n(cy - h * 0.32)} ${n(cx + 30)} ${n(cy - h * 0.1)}" fill="none" stroke="${p.accent}" stroke-width="12"/>`;
      out += `<rect x="${n(cx - w * 0.06)}" y="${n(cy - h * 0.1)}" width="${n(w * 0.12)}" height="${n(h * 0.2)}" rx="10" fill="#fbfaf7"/>`;
      out += `<rect x="${n(cx - w * 0.045)}" y="${n(cy - h * 0.07)}" width="${n(w * 0.035)}" height="${n(h * 0.08)}" rx="4" fill="${p.far}"/>`;
      for (let k = 0; k < 3; k++) out += `<rect x="${n(cx)}" y="${n(cy - h * 0.06 + k * h * 0.025)}" width="${n(w * 0.04)}" height="8" fill="${p.near}" opacity="0.5"/>`;
      out += `<rect x="${n(cx - w * 0.045)}" y="${n(cy + h * 0.04)}" width="${n(w * 0.09)}" height="10" fill="${p.accent}"/>`;
      // A mug of coffee, from above.
      out += `<circle cx="${n(w * 0.93)}" cy="${n(h * 0.12)}" r="${n(h * 0.07)}" fill="#fbfaf7"/><circle cx="${n(w * 0.93)}" cy="${n(h * 0.12)}" r="${n(h * 0.05)}" fill="#6b4226"/>`;
      return out;
    },
    gallery: () => {
      const floor = h * 0.84;
      let out = `<rect width="${w}" height="${n(floor)}" fill="#f3efe7" opacity="0.85"/><rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${p.near}"/>`;
      const frames = [
        [0.08, 0.2, 0.26, 0.42],
        [0.4, 0.14, 0.22, 0.3],
        [0.4, 0.5, 0.22, 0.22],
        [0.68, 0.22, 0.24, 0.38],
      ] as const;
      for (const [fx, fy, fw, fh] of frames) {
        const x = w * fx;
        const y = h * fy;
        const fwp = w * fw;
        const fhp = h * fh;
        out += `<polygon points="${n(x + fwp / 2 - 40)},0 ${n(x + fwp / 2 + 40)},0 ${n(x + fwp + 20)},${n(y + fhp)} ${n(x - 20)},${n(y + fhp)}" fill="${p.sun}" opacity="0.18"/>`;
        out += `<rect x="${n(x - 12)}" y="${n(y - 12)}" width="${n(fwp + 24)}" height="${n(fhp + 24)}" fill="${p.near}"/>`;
        out += `<rect x="${n(x)}" y="${n(y)}" width="${n(fwp)}" height="${n(fhp)}" fill="${p.far}"/>`;
        out += `<circle cx="${n(x + fwp * r.float(0.25, 0.75))}" cy="${n(y + fhp * 0.3)}" r="${n(fhp * 0.12)}" fill="${p.sun}"/>`;
        out += `<path d="M${n(x)} ${n(y + fhp)} L${n(x + fwp * 0.35)} ${n(y + fhp * 0.45)} L${n(x + fwp * 0.6)} ${n(y + fhp * 0.75)} L${n(x + fwp * 0.8)} ${n(y + fhp * 0.55)} L${n(x + fwp)} ${n(y + fhp)} Z" fill="${p.accent}" opacity="0.85"/>`;
      }
      out += `<rect x="${n(w * 0.36)}" y="${n(floor - h * 0.08)}" width="${n(w * 0.3)}" height="${n(h * 0.05)}" rx="8" fill="${p.mid}"/>`;
      return out;
    },
  };
  return defs + sky + drawers[scene]();
}

/** A row of buildings from x = 0 to `width` standing on `base`. */
function buildings(r: Random, color: string, width: number, base: number, minH: number, maxH: number, density: number, windows?: string): string {
  let out = '';
  let x = r.float(-30, 0);
  while (x < width) {
    const bw = r.float(40, 120);
    const bh = r.float(minH, maxH);
    out += `<rect x="${n(x)}" y="${n(base - bh)}" width="${n(bw)}" height="${n(bh + 1)}" fill="${color}"/>`;
    if (r.chance(0.2)) out += `<rect x="${n(x + bw / 2 - 2)}" y="${n(base - bh - bh * 0.15)}" width="4" height="${n(bh * 0.15)}" fill="${color}"/>`;
    if (windows && r.chance(0.6)) {
      for (let wy = base - bh + 14; wy < base - 10; wy += 22) {
        if (r.chance(0.35)) out += `<rect x="${n(x + 8)}" y="${n(wy)}" width="${n(bw - 16)}" height="5" fill="${windows}" opacity="0.5"/>`;
      }
    }
    x += bw + (r.chance(1 - density) ? r.float(10, 60) : 0);
  }
  return out;
}

function wave(width: number, y: number, amplitude: number): string {
  const seg = width / 8;
  let d = `M0 ${n(y)}`;
  for (let i = 0; i < 8; i++) d += ` q${n(seg / 2)} ${n(i % 2 ? amplitude : -amplitude)} ${n(seg)} 0`;
  return d;
}
