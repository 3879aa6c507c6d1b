import { n, svgDocument } from './svg.ts';

/**
 * Readers' "photos" for the demo private ads: a flat drawing of what the ad is about (a house
 * for sale, a room to let, a car, a sofa…), 3:2, in one of several colour schemes. A picture's
 * key is `subject/variant`; each variant is drawn differently enough that two ads side by side
 * never show the same picture.
 */
export const PICTURE_SUBJECTS = ['house', 'room', 'car', 'sofa', 'bicycle', 'piano', 'laptop', 'cat', 'books', 'tools'] as const;
export type PictureSubject = (typeof PICTURE_SUBJECTS)[number];
/** Drawings of each subject. */
export const PICTURE_VARIANTS = 4;

const W = 960;
const H = 640;

interface Scheme {
  back: string;
  floor: string;
  main: string;
  second: string;
  accent: string;
  dark: string;
  light: string;
}

const SCHEMES: readonly Scheme[] = [
  { back: '#dbe9f4', floor: '#9bb67a', main: '#c0504d', second: '#f1e3c6', accent: '#2f6690', dark: '#2d2a32', light: '#ffffff' },
  { back: '#f6e7d7', floor: '#b08d6b', main: '#3a7d44', second: '#e9d8a6', accent: '#bb3e03', dark: '#252422', light: '#fffcf2' },
  { back: '#e3e1f2', floor: '#8d99ae', main: '#1d3557', second: '#f4a261', accent: '#e63946', dark: '#14213d', light: '#f8f9fa' },
  { back: '#fdf1e0', floor: '#a3b18a', main: '#7f4f24', second: '#d4a373', accent: '#457b9d', dark: '#283618', light: '#fefae0' },
];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A wall and a floor: the room most objects stand in. */
function room(s: Scheme, floorAt: number, v: number): string {
  let out = rect(0, 0, W, H, s.back) + rect(0, floorAt, W, H - floorAt, s.floor);
  // A picture frame or a window on the wall, placed by variant.
  const x = [90, 620, 380, 700][v % 4]!;
  out += v % 2 === 0 ? rect(x, 70, 170, 120, s.light, `stroke="${s.dark}" stroke-width="8"`) + path(`M${x + 20} 170 L${x + 70} 110 L${x + 110} 150 L${x + 130} 130 L${x + 150} 170 Z`, s.accent) : rect(x, 60, 150, 170, s.light, `stroke="${s.dark}" stroke-width="8"`) + rect(x + 71, 60, 8, 170, s.dark) + rect(x, 141, 150, 8, s.dark);
  return out + rect(0, floorAt - 10, W, 10, s.dark, 'opacity="0.25"');
}

function house(s: Scheme, v: number): string {
  const ground = 470;
  let out = rect(0, 0, W, H, s.back) + circle([150, 820, 760, 200][v]!, 110, 55, s.light) + rect(0, ground, W, H - ground, s.floor);
  const x = [250, 200, 300, 230][v]!;
  const w = [460, 540, 400, 500][v]!;
  const h = [200, 170, 230, 190][v]!;
  out += rect(x, ground - h, w, h, s.second);
  out += path(`M${x - 30} ${ground - h} L${x + w / 2} ${ground - h - 150} L${x + w + 30} ${ground - h} Z`, s.main);
  out += rect(x + w * 0.42, ground - h * 0.6, w * 0.16, h * 0.6, s.dark);
  for (const wx of [x + w * 0.1, x + w * 0.7]) out += rect(wx, ground - h * 0.75, w * 0.18, h * 0.3, s.accent, `stroke="${s.light}" stroke-width="6"`);
  if (v % 2 === 1) out += rect(x + w + 20, ground - 120, 150, 120, s.second) + rect(x + w + 40, ground - 90, 110, 90, s.dark, 'opacity="0.7"');
  out += rect(x + w * 0.7, ground - h - 130, 40, 80, s.dark);
  // Trees
  for (const tx of v < 2 ? [120, 840] : [90]) out += rect(tx - 8, ground - 110, 16, 110, s.dark) + circle(tx, ground - 140, 60, s.floor, `stroke="${s.dark}" stroke-width="4"`);
  return out + rect(x + w * 0.44, ground, w * 0.12, H - ground, s.light, 'opacity="0.6"');
}

function roomToLet(s: Scheme, v: number): string {
  const floorAt = 430;
  let out = room(s, floorAt, v + 1);
  const bx = [120, 420, 160, 380][v]!;
  // A bed
  out += rect(bx, floorAt - 110, 380, 80, s.main) + rect(bx - 20, floorAt - 190, 30, 190, s.dark) + rect(bx, floorAt - 130, 120, 40, s.light) + rect(bx, floorAt - 30, 380, 18, s.dark);
  // A bedside table and lamp
  const tx = bx > 300 ? bx - 130 : bx + 420;
  out += rect(tx, floorAt - 90, 90, 90, s.second) + rect(tx + 40, floorAt - 150, 10, 60, s.dark) + path(`M${tx + 15} ${floorAt - 150} L${tx + 75} ${floorAt - 150} L${tx + 60} ${floorAt - 200} L${tx + 30} ${floorAt - 200} Z`, s.accent);
  // A rug
  return out + `<ellipse cx="${n(bx + 190)}" cy="${n(floorAt + 110)}" rx="260" ry="50" fill="${s.second}" opacity="0.8"/>`;
}

function car(s: Scheme, v: number): string {
  const road = 470;
  let out = rect(0, 0, W, H, s.back) + rect(0, road, W, H - road, s.dark, 'opacity="0.8"');
  for (let x = 40; x < W; x += 160) out += rect(x, road + 80, 90, 10, s.light, 'opacity="0.8"');
  const x = [180, 140, 220, 160][v]!;
  const long = v % 2 === 1;
  const w = long ? 660 : 600;
  // Body, cabin, windows, wheels
  out += path(`M${x} ${road - 40} L${x} ${road - 120} Q${x + 10} ${road - 140} ${x + 60} ${road - 145} L${x + w - 60} ${road - 145} Q${x + w - 10} ${road - 140} ${x + w} ${road - 110} L${x + w} ${road - 40} Z`, s.main);
  const top = long ? 240 : 230;
  const [a, b, c, d] = long ? [120, 190, 140, 60] : [130, 210, 190, 110];
  out += path(`M${x + a} ${road - 145} L${x + b} ${road - top} L${x + w - c} ${road - top} L${x + w - d} ${road - 145} Z`, s.main);
  out += path(`M${x + a + 30} ${road - 150} L${x + b + 12} ${road - top + 14} L${x + w - c - 8} ${road - top + 14} L${x + w - d - 30} ${road - 150} Z`, s.light, 'opacity="0.6"');
  out += rect(x + w / 2 - 4, road - 235, 8, 95, s.main);
  for (const wx of [x + 130, x + w - 130]) out += circle(wx, road - 40, 58, s.dark) + circle(wx, road - 40, 26, s.light);
  out += rect(x + w - 30, road - 110, 26, 18, s.accent) + rect(x + 4, road - 110, 22, 18, s.second);
  return out;
}

function sofa(s: Scheme, v: number): string {
  const floorAt = 450;
  let out = room(s, floorAt, v);
  const x = [170, 210, 140, 190][v]!;
  const w = [620, 540, 680, 580][v]!;
  out += rect(x, floorAt - 230, w, 130, s.main, 'rx="24"');
  out += rect(x - 40, floorAt - 170, 80, 150, s.main, 'rx="22"') + rect(x + w - 40, floorAt - 170, 80, 150, s.main, 'rx="22"');
  const seats = v % 2 === 0 ? 3 : 2;
  for (let i = 0; i < seats; i++) out += rect(x + 45 + (i * (w - 90)) / seats, floorAt - 115, (w - 90) / seats - 8, 70, s.second, 'rx="14"');
  out += rect(x, floorAt - 45, 20, 45, s.dark) + rect(x + w - 20, floorAt - 45, 20, 45, s.dark);
  out += rect(x + 70, floorAt - 200, 110, 80, s.accent, 'rx="14"');
  return out;
}

function bicycle(s: Scheme, v: number): string {
  const ground = 500;
  let out = rect(0, 0, W, H, s.back) + rect(0, ground, W, H - ground, s.floor);
  const cx = [300, 280, 320, 300][v]!;
  const gap = 380;
  const r = v % 2 === 0 ? 130 : 120;
  const stroke = `fill="none" stroke="${s.dark}" stroke-width="14"`;
  out += `<circle cx="${n(cx)}" cy="${n(ground - r)}" r="${n(r)}" ${stroke}/><circle cx="${n(cx + gap)}" cy="${n(ground - r)}" r="${n(r)}" ${stroke}/>`;
  const hub = { x: cx + gap * 0.42, y: ground - r };
  const seat = { x: cx + gap * 0.3, y: ground - r - 170 };
  const head = { x: cx + gap * 0.85, y: ground - r - 190 };
  out += `<path d="M${n(cx)} ${n(ground - r)} L${n(hub.x)} ${n(hub.y)} L${n(seat.x)} ${n(seat.y)} Z M${n(hub.x)} ${n(hub.y)} L${n(head.x)} ${n(head.y + 30)} L${n(seat.x + 20)} ${n(seat.y + 30)} M${n(head.x)} ${n(head.y)} L${n(cx + gap)} ${n(ground - r)}" fill="none" stroke="${s.main}" stroke-width="18" stroke-linejoin="round"/>`;
  out += rect(seat.x - 50, seat.y - 20, 100, 22, s.dark, 'rx="10"') + `<path d="M${n(head.x - 40)} ${n(head.y - 10)} L${n(head.x + 40)} ${n(head.y - 30)}" stroke="${s.dark}" stroke-width="14" stroke-linecap="round"/>`;
  if (v >= 2) out += rect(cx + gap - 60, ground - r - 110, 140, 70, s.accent, 'rx="8"');
  return out;
}

function piano(s: Scheme, v: number): string {
  const floorAt = 470;
  let out = room(s, floorAt, v + 2);
  const x = [230, 200, 260, 220][v]!;
  const w = 500;
  out += rect(x, floorAt - 360, w, 360, s.dark, 'rx="10"') + rect(x - 20, floorAt - 200, w + 40, 40, s.dark);
  out += rect(x + 20, floorAt - 195, w, 28, s.light);
  for (let k = 0; k < 20; k++) out += rect(x + 20 + k * 25, floorAt - 195, 2, 28, s.dark, 'opacity="0.5"');
  // Black keys after the 1st, 2nd, 4th, 5th and 6th white key of each octave.
  for (let k = 0; k < 19; k++) if ([0, 1, 3, 4, 5].includes(k % 7)) out += rect(x + 37 + k * 25, floorAt - 195, 14, 16, s.dark);
  out += rect(x + 60, floorAt - 320, w - 120, 90, s.main, 'opacity="0.6"') + rect(x + w / 2 - 70, floorAt - 300, 140, 60, s.light);
  out += rect(x + w / 2 - 110, floorAt - 80, 220, 30, s.second) + rect(x + w / 2 - 100, floorAt - 50, 16, 50, s.dark) + rect(x + w / 2 + 84, floorAt - 50, 16, 50, s.dark);
  return out + (v % 2 === 0 ? circle(x + w - 60, floorAt - 385, 26, s.accent) + rect(x + w - 70, floorAt - 365, 20, 5, s.dark) : '');
}

function laptop(s: Scheme, v: number): string {
  const desk = 430;
  let out = rect(0, 0, W, H, s.back) + rect(0, desk, W, H - desk, s.second) + rect(0, desk, W, 16, s.dark, 'opacity="0.3"');
  const x = [260, 220, 300, 240][v]!;
  out += path(`M${x} ${desk - 20} L${x + 60} ${desk - 300} L${x + 440} ${desk - 300} L${x + 420} ${desk - 20} Z`, s.dark);
  out += path(`M${x + 30} ${desk - 40} L${x + 80} ${desk - 280} L${x + 420} ${desk - 280} L${x + 400} ${desk - 40} Z`, s.accent);
  for (let i = 0; i < 4; i++) out += rect(x + 120 + i * 8, desk - 240 + i * 46, 200 - i * 30, 14, s.light, 'opacity="0.8"');
  out += path(`M${x - 60} ${desk + 10} L${x + 480} ${desk + 10} L${x + 430} ${desk - 20} L${x - 10} ${desk - 20} Z`, s.main);
  if (v % 2 === 0) out += rect(x + 560, desk - 110, 80, 110, s.light, `rx="8" stroke="${s.dark}" stroke-width="6"`) + path(`M${x + 640} ${desk - 90} q40 20 0 50`, 'none', `stroke="${s.dark}" stroke-width="8"`);
  else out += rect(x - 200, desk - 30, 120, 24, s.main, 'rx="6"') + rect(x - 190, desk - 54, 100, 24, s.accent, 'rx="6"');
  return out;
}

function cat(s: Scheme, v: number): string {
  const floorAt = 480;
  let out = room(s, floorAt, v + 3);
  const cx = [480, 420, 540, 460][v]!;
  const fur = [s.main, s.dark, s.second, s.accent][v]!;
  out += `<ellipse cx="${n(cx)}" cy="${n(floorAt - 110)}" rx="150" ry="115" fill="${fur}"/>`;
  out += circle(cx + 120, floorAt - 230, 80, fur);
  out += path(`M${cx + 60} ${floorAt - 280} L${cx + 70} ${floorAt - 360} L${cx + 115} ${floorAt - 300} Z M${cx + 130} ${floorAt - 300} L${cx + 175} ${floorAt - 360} L${cx + 185} ${floorAt - 280} Z`, fur);
  out += circle(cx + 95, floorAt - 240, 12, s.light) + circle(cx + 145, floorAt - 240, 12, s.light) + circle(cx + 95, floorAt - 240, 5, s.dark) + circle(cx + 145, floorAt - 240, 5, s.dark);
  out += path(`M${cx + 112} ${floorAt - 212} l8 8 l8 -8 Z`, s.accent === fur ? s.light : s.accent);
  out += `<path d="M${n(cx - 140)} ${n(floorAt - 100)} q-90 -40 -60 -170" fill="none" stroke="${fur}" stroke-width="28" stroke-linecap="round"/>`;
  return out + `<ellipse cx="${n(cx)}" cy="${n(floorAt + 5)}" rx="190" ry="18" fill="${s.dark}" opacity="0.2"/>`;
}

function books(s: Scheme, v: number): string {
  const shelf = 470;
  let out = rect(0, 0, W, H, s.back) + rect(0, shelf, W, H - shelf, s.floor) + rect(100, shelf - 10, 760, 20, s.dark);
  const colors = [s.main, s.accent, s.second, s.dark, s.floor];
  let x = 130 + v * 15;
  for (let i = 0; x < 520; i++) {
    const w = 34 + ((i * 7 + v * 5) % 26);
    const h = 190 + ((i * 37 + v * 11) % 90);
    out += rect(x, shelf - 10 - h, w, h, colors[(i + v) % colors.length]!, `stroke="${s.light}" stroke-width="3"`) + rect(x + 6, shelf - h + 20, w - 12, 8, s.light, 'opacity="0.7"');
    x += w + 4;
  }
  // An open book and an apple (or a globe)
  out += path(`M560 ${shelf - 20} Q640 ${shelf - 70} 710 ${shelf - 30} Q780 ${shelf - 70} 850 ${shelf - 20} L850 ${shelf - 10} L560 ${shelf - 10} Z`, s.light, `stroke="${s.dark}" stroke-width="4"`);
  out += v % 2 === 0 ? circle(700, shelf - 150, 45, s.main) + rect(697, shelf - 210, 8, 24, s.dark) : circle(700, shelf - 170, 70, s.accent) + rect(694, shelf - 100, 12, 70, s.dark);
  return out;
}

function tools(s: Scheme, v: number): string {
  const floorAt = 480;
  let out = rect(0, 0, W, H, s.back) + rect(0, floorAt, W, H - floorAt, s.floor);
  const x = [240, 200, 280, 220][v]!;
  // A toolbox
  out += rect(x, floorAt - 190, 480, 190, s.main, 'rx="14"') + rect(x, floorAt - 190, 480, 50, s.dark, 'opacity="0.25"') + path(`M${x + 170} ${floorAt - 190} L${x + 170} ${floorAt - 250} L${x + 310} ${floorAt - 250} L${x + 310} ${floorAt - 190}`, 'none', `stroke="${s.dark}" stroke-width="16"`);
  out += rect(x + 210, floorAt - 140, 60, 30, s.light, 'rx="6"');
  // A wrench and a screwdriver
  out += `<path d="M${n(x + 520)} ${n(floorAt - 20)} L${n(x + 660)} ${n(floorAt - 300)}" stroke="${s.dark}" stroke-width="26" stroke-linecap="round"/>` + circle(x + 665, floorAt - 310, 38, s.dark) + circle(x + 672, floorAt - 322, 18, s.back);
  out += v % 2 === 0 ? `<path d="M${n(x - 40)} ${n(floorAt - 20)} L${n(x - 140)} ${n(floorAt - 240)}" stroke="${s.accent}" stroke-width="34" stroke-linecap="round"/><path d="M${n(x - 140)} ${n(floorAt - 240)} L${n(x - 190)} ${n(floorAt - 350)}" stroke="${s.dark}" stroke-width="10"/>` : rect(x - 170, floorAt - 260, 120, 260, s.accent, 'rx="10"') + rect(x - 150, floorAt - 230, 80, 60, s.light, 'opacity="0.8"');
  return out;
}

const DRAWERS: Record<PictureSubject, (s: Scheme, v: number) => string> = {
  house,
  room: roomToLet,
  car,
  sofa,
  bicycle,
  piano,
  laptop,
  cat,
  books,
  tools,
};

export const pictureKey = (subject: PictureSubject, variant: number) => `${subject}/${variant % PICTURE_VARIANTS}`;

/** The drawing a key names: its subject in the variant's colours and layout. */
export function classifiedPictureSvg(key: string): string {
  const [subject, variant] = key.split('/') as [PictureSubject, string];
  const v = Number(variant) % PICTURE_VARIANTS;
  return svgDocument(W, H, DRAWERS[subject](SCHEMES[v]!, v));
}
