import { EVENT_CATEGORIES, type EventCategory } from '@gazeta/contract';
import { linearGradient, n, svgDocument } from './svg.ts';

/**
 * Posters for the demo events: a flat drawing of what the event is (a stage for a concert,
 * masks for the theatre, tents and flags for a festival…), 3:2, in one of a few colour schemes.
 * A picture's key is `category/variant`.
 */
export const EVENT_PICTURE_VARIANTS = 2;

const W = 960;
const H = 640;

interface Scheme {
  sky: [string, string];
  ground: string;
  main: string;
  second: string;
  accent: string;
  dark: string;
  light: string;
}

const SCHEMES: readonly Scheme[] = [
  { sky: ['#1d3557', '#457b9d'], ground: '#2b2d42', main: '#e63946', second: '#f1faee', accent: '#ffb703', dark: '#14213d', light: '#ffffff' },
  { sky: ['#fde2c8', '#f6bd60'], ground: '#84a59d', main: '#f28482', second: '#f7ede2', accent: '#3d5a80', dark: '#283618', light: '#fffcf2' },
  { sky: ['#d8e2dc', '#9dc3c2'], ground: '#6d597a', main: '#b56576', second: '#ffe5d9', accent: '#355070', dark: '#22223b', light: '#f8f9fa' },
];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

function backdrop(s: Scheme, groundAt: number): string {
  return `<defs>${linearGradient('sky', s.sky)}</defs>${rect(0, 0, W, H, 'url(#sky)')}${rect(0, groundAt, W, H - groundAt, s.ground)}`;
}

const DRAW: Record<EventCategory, (s: Scheme, v: number) => string> = {
  concerts: (s, v) => {
    let out = backdrop(s, 470) + rect(120, 120, 720, 350, s.dark, 'opacity="0.55"');
    // Spotlights and a grand piano or a microphone stand.
    for (const x of [240, 480, 720]) out += path(`M${x} 120 L${x - 90} 470 L${x + 90} 470 Z`, s.accent, 'opacity="0.25"');
    out += v === 0 ? path('M330 420 Q330 330 480 330 L640 330 Q660 330 660 360 L660 420 Z', s.dark) + rect(350, 420, 14, 50, s.dark) + rect(620, 420, 14, 50, s.dark) + rect(360, 360, 280, 16, s.light) : rect(474, 250, 12, 220, s.light) + circle(480, 240, 26, s.main);
    for (let i = 0; i < 9; i++) out += circle(140 + i * 85, 560, 34, s.main, 'opacity="0.9"');
    return out;
  },
  theatre: (s, v) => {
    let out = backdrop(s, 520) + path('M0 0 L220 0 Q160 260 210 520 L0 520 Z', s.main) + path(`M${W} 0 L${W - 220} 0 Q${W - 160} 260 ${W - 210} 520 L${W} 520 Z`, s.main);
    const mask = (cx: number, smile: boolean, fill: string) =>
      path(`M${cx - 95} 220 Q${cx} 150 ${cx + 95} 220 Q${cx + 90} 380 ${cx} 410 Q${cx - 90} 380 ${cx - 95} 220 Z`, fill) +
      circle(cx - 38, 260, 16, s.dark) +
      circle(cx + 38, 260, 16, s.dark) +
      path(smile ? `M${cx - 45} 325 Q${cx} 370 ${cx + 45} 325` : `M${cx - 45} 350 Q${cx} 305 ${cx + 45} 350`, 'none', `stroke="${s.dark}" stroke-width="10" stroke-linecap="round"`);
    out += mask(v === 0 ? 400 : 420, true, s.light) + mask(v === 0 ? 570 : 550, false, s.accent);
    return out;
  },
  festivals: (s, v) => {
    let out = backdrop(s, 440);
    for (let i = 0; i < 12; i++) out += path(`M${i * 80} 60 L${i * 80 + 40} 110 L${i * 80 + 80} 60 Z`, i % 2 ? s.main : s.accent);
    out += path('M0 60 L960 60', 'none', `stroke="${s.dark}" stroke-width="4"`);
    for (const [x, c] of [[120, s.main], [420, s.accent], [720, s.second]] as const) {
      out += path(`M${x} 440 L${x + 60} 280 L${x + 120} 440 Z`, c) + path(`M${x + 10} 440 L${x + 60} 300 L${x + 60} 440 Z`, s.dark, 'opacity="0.2"');
    }
    if (v === 1) out += circle(820, 170, 60, s.light, 'opacity="0.8"');
    return out;
  },
  exhibitions: (s, v) => {
    let out = rect(0, 0, W, H, s.second) + rect(0, 500, W, 140, s.ground);
    const frames = v === 0 ? [[110, 130, 220, 280], [380, 100, 200, 320], [630, 150, 220, 240]] : [[150, 120, 300, 300], [520, 140, 280, 260]];
    for (const [x, y, w, h] of frames) {
      out += rect(x!, y!, w!, h!, s.dark) + rect(x! + 14, y! + 14, w! - 28, h! - 28, s.sky[1]);
      out += path(`M${x! + 14} ${y! + h! - 14} L${x! + w! / 2} ${y! + h! / 2} L${x! + w! - 14} ${y! + h! - 14} Z`, s.main);
      out += circle(x! + w! * 0.7, y! + h! * 0.3, 18, s.accent);
    }
    return out;
  },
  kids: (s, v) => {
    let out = backdrop(s, 500);
    const colors = [s.main, s.accent, s.second, s.light];
    for (let i = 0; i < 6; i++) {
      const x = 170 + i * 125;
      const y = 170 + ((i + v) % 3) * 45;
      out += path(`M${x} ${y + 70} Q${x - 10} ${y + 200} ${x + 20} ${y + 330}`, 'none', `stroke="${s.dark}" stroke-width="3"`);
      out += path(`M${x} ${y - 70} Q${x + 62} ${y - 70} ${x + 55} ${y} Q${x + 40} ${y + 70} ${x} ${y + 75} Q${x - 40} ${y + 70} ${x - 55} ${y} Q${x - 62} ${y - 70} ${x} ${y - 70} Z`, colors[i % 4]!);
    }
    return out;
  },
  classes: (s, v) => {
    let out = rect(0, 0, W, H, s.sky[0]) + rect(120, 90, 720, 340, s.dark) + rect(130, 100, 700, 320, '#2f4f3f');
    out += path('M190 200 Q300 150 380 210 T560 200', 'none', `stroke="${s.light}" stroke-width="8" stroke-linecap="round"`);
    out += v === 0 ? path('M190 300 L420 300 M190 350 L360 350', 'none', `stroke="${s.light}" stroke-width="8"`) : circle(650, 280, 70, 'none', `stroke="${s.light}" stroke-width="8"`);
    for (let i = 0; i < 4; i++) out += rect(240 + i * 130, 470, 100, 30, [s.main, s.accent, s.second, s.light][i]!) + rect(250 + i * 130, 500, 80, 100, s.ground);
    return out;
  },
  sports: (s, v) => {
    let out = backdrop(s, 430) + rect(0, 430, W, 210, '#4f8a3c') + path('M480 430 L480 640', 'none', `stroke="${s.light}" stroke-width="6"`);
    out += circle(480, 535, 60, 'none', `stroke="${s.light}" stroke-width="6"`);
    const ball = v === 0 ? circle(300, 330, 70, s.light) + path('M300 260 L300 400 M230 330 L370 330', 'none', `stroke="${s.dark}" stroke-width="6"`) : circle(660, 320, 70, s.accent) + path('M600 285 Q660 320 720 285 M600 355 Q660 320 720 355', 'none', `stroke="${s.dark}" stroke-width="6"`);
    return out + ball;
  },
  community: (s, v) => {
    let out = backdrop(s, 480);
    const colors = [s.main, s.accent, s.second, s.light, s.main];
    for (let i = 0; i < 5; i++) {
      const x = 200 + i * 140;
      const h = 150 + ((i + v) % 2) * 30;
      out += circle(x, 480 - h - 40, 38, colors[i]!) + path(`M${x - 55} 480 Q${x - 55} ${480 - h} ${x} ${480 - h} Q${x + 55} ${480 - h} ${x + 55} 480 Z`, colors[i]!);
    }
    return out + path('M140 260 Q480 140 820 260', 'none', `stroke="${s.light}" stroke-width="6" stroke-dasharray="16 14"`);
  },
  faith: (s, v) => {
    let out = backdrop(s, 500);
    const x = v === 0 ? 480 : 420;
    out += rect(x - 130, 260, 260, 240, s.second) + path(`M${x - 150} 260 L${x} 150 L${x + 150} 260 Z`, s.main);
    out += rect(x - 30, 60, 60, 110, s.second) + path(`M${x - 45} 60 Q${x} -10 ${x + 45} 60 Z`, s.accent) + rect(x - 4, 0, 8, 30, s.accent);
    out += path(`M${x - 40} 500 L${x - 40} 400 Q${x} 350 ${x + 40} 400 L${x + 40} 500 Z`, s.dark);
    for (const cx of [x + 250, x - 250]) out += rect(cx - 8, 420, 16, 80, s.light) + path(`M${cx} 395 Q${cx + 12} 410 ${cx} 420 Q${cx - 12} 410 ${cx} 395 Z`, s.accent);
    return out;
  },
  business: (s, v) => {
    let out = rect(0, 0, W, H, s.second);
    const bars = v === 0 ? [140, 220, 180, 300, 260, 360] : [120, 160, 240, 230, 330, 380];
    bars.forEach((h, i) => (out += rect(150 + i * 110, 520 - h, 70, h, i % 2 ? s.main : s.accent)));
    out += path('M150 360 L260 300 L370 320 L480 220 L590 240 L700 140', 'none', `stroke="${s.dark}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`);
    return out + rect(100, 520, 760, 8, s.dark);
  },
  food: (s, v) => {
    let out = rect(0, 0, W, H, s.sky[0]) + rect(0, 380, W, 260, s.ground);
    out += circle(480, 420, 190, s.light) + circle(480, 420, 140, s.second);
    out += v === 0
      ? circle(430, 390, 45, s.main) + circle(530, 400, 40, s.accent) + circle(480, 460, 38, '#6a994e')
      : path('M360 430 Q480 300 600 430 Z', s.main) + rect(360, 430, 240, 20, s.accent);
    return out + rect(230, 250, 12, 340, s.dark) + rect(718, 250, 12, 340, s.dark);
  },
  other: (s, v) => {
    let out = backdrop(s, 520);
    for (let i = 0; i < 5; i++) {
      const cx = 160 + i * 160;
      const cy = 200 + ((i + v) % 2) * 120;
      const r = 60;
      const points = Array.from({ length: 10 }, (_, k) => {
        const a = (Math.PI / 5) * k - Math.PI / 2;
        const rr = k % 2 === 0 ? r : r * 0.45;
        return `${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`;
      });
      out += path(`M${points.join(' L')} Z`, [s.main, s.accent, s.light, s.second, s.main][i]!);
    }
    return out;
  },
};

export const eventPictureKey = (category: EventCategory, variant: number) => `${category}/${variant % EVENT_PICTURE_VARIANTS}`;

/** Every poster the demo events may show, each once. */
export const eventPictureKeys = (): string[] => EVENT_CATEGORIES.flatMap((category) => Array.from({ length: EVENT_PICTURE_VARIANTS }, (_, v) => eventPictureKey(category, v)));

export function eventPictureSvg(key: string): string {
  const [category, variant] = key.split('/') as [EventCategory, string];
  const v = Number(variant);
  const scheme = SCHEMES[(EVENT_CATEGORIES.indexOf(category) + v) % SCHEMES.length]!;
  return svgDocument(W, H, DRAW[category](scheme, v));
}
