/**
 * Spec §5's limit-number behaviour: on each input, a non-empty value is clamped to the field's
 * min and max (whole numbers; something that is no number becomes the min). An empty value stays
 * empty, so the field can be cleared to type another number.
 */
export function clampToLimits(value: string, min: number, max: number): string {
  if (value.trim() === '') return value;
  const number = Math.trunc(Number(value));
  if (!Number.isFinite(number)) return String(min);
  return String(Math.min(max, Math.max(min, number)));
}
