import { createRandom, hashString } from '../random.ts';
import { illustrationOf, sceneBody, VARIANTS, type SceneKind } from './illustrations.ts';
import { svgDocument } from './svg.ts';

/** What a reader's picture in a demo post shows: one of the article artwork's subjects. */
export type FeedPictureSubject = SceneKind;

const W = 960;
const H = 640;

/** A post's pictures as keys of the drawings they are: the n-th picture of a subject in a post is its n-th drawing. */
export function feedPictureKeys(subjects: readonly FeedPictureSubject[]): string[] {
  const seen = new Map<FeedPictureSubject, number>();
  return subjects.map((subject) => {
    const n = seen.get(subject) ?? 0;
    seen.set(subject, n + 1);
    return `${subject}/${n % VARIANTS}`;
  });
}

/** A reader's "photo" of a subject: a new scene of the article artwork, 3:2. */
export function feedPictureSvg(key: string): string {
  const [subject, variant] = key.split('/') as [SceneKind, string];
  const spec = illustrationOf(subject, Number(variant));
  return svgDocument(W, H, sceneBody(spec.scene, spec.palette, createRandom(hashString(`feed/${key}`)), W, H));
}
