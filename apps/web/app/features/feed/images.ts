import { MAX_IMAGES, POST_IMAGE_MAX_BYTES, POST_IMAGE_TYPES } from '@gazeta/contract';

/** The parts of a File the checks need. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** Why a picked file was not attached; each is an error code the `errors` namespace translates. */
export type ImageProblem = 'notification-max-images' | 'error-image-invalid' | 'error-image-too-large';

export const IMAGE_ACCEPT = POST_IMAGE_TYPES.join(',');

/** A file's own problem, before counting: its type (JPEG, PNG, WebP, GIF) and size (≤ 8 MB). */
export function imageProblem(file: FileLike): ImageProblem | null {
  if (!(POST_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'error-image-invalid';
  if (file.size > POST_IMAGE_MAX_BYTES) return 'error-image-too-large';
  return null;
}

/**
 * Spec §5: at most 4 images per post (those kept from before count too). Picked files are taken
 * in order while there is room; each one left out says why, once per reason. The server checks
 * again by content: this only spares the reader a wasted upload.
 */
export function addImages<T extends FileLike>(attachedCount: number, picked: readonly T[]): { accepted: T[]; problems: ImageProblem[] } {
  const accepted: T[] = [];
  const problems = new Set<ImageProblem>();
  for (const file of picked) {
    const problem = imageProblem(file);
    if (problem) problems.add(problem);
    else if (attachedCount + accepted.length >= MAX_IMAGES) problems.add('notification-max-images');
    else accepted.push(file);
  }
  return { accepted, problems: [...problems] };
}
