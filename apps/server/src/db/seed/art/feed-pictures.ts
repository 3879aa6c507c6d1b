import { createRandom, hashString } from '../random.ts';
import { ILLUSTRATIONS, sceneBody } from './illustrations.ts';
import { svgDocument } from './svg.ts';

/** Pictures readers attach to demo posts: new scenes from the article artwork, in a 3:2 "photo" frame. */
export const FEED_PICTURES = 10;
const W = 960;
const H = 640;

export function feedPictureSvg(k: number): string {
  const spec = ILLUSTRATIONS[(k * 7) % ILLUSTRATIONS.length]!;
  return svgDocument(W, H, sceneBody(spec.scene, spec.palette, createRandom(hashString(`feed/${k}`)), W, H));
}
