/**
 * A picture's focal point (issue #27): the spot, in whole percent from the left and from the top,
 * that a crop keeps in view (a cover cut to a card's shape, an image in a narrow column). The
 * editor picks it by a click on the picture; the article keeps it as "x y" (data-focus, and the
 * cover's focus field); readers' pages turn it into CSS object-position.
 */

export interface FocalPoint {
  x: number;
  y: number;
}

export const FOCAL_CENTER: FocalPoint = { x: 50, y: 50 };

const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 50);

/** Where a click at (clientX, clientY) falls on a picture drawn in `box`, in percent of its size. */
export function focalPointFromClick(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return FOCAL_CENTER;
  return { x: clampPercent(((clientX - box.left) / box.width) * 100), y: clampPercent(((clientY - box.top) / box.height) * 100) };
}

/** The kept form: "x y". */
export const formatFocalPoint = (point: FocalPoint) => `${clampPercent(point.x)} ${clampPercent(point.y)}`;

/** A kept focal point, or null when the text is not exactly two whole percents. */
export function parseFocalPoint(text: string | null | undefined): FocalPoint | null {
  const match = /^(\d{1,3}) (\d{1,3})$/.exec(text ?? '');
  if (!match) return null;
  const x = Number(match[1]);
  const y = Number(match[2]);
  return x <= 100 && y <= 100 ? { x, y } : null;
}

/** The CSS object-position that keeps the point in view. */
export const objectPosition = (point: FocalPoint | null | undefined) => `${(point ?? FOCAL_CENTER).x}% ${(point ?? FOCAL_CENTER).y}%`;
