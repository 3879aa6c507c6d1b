import { z } from 'zod';
import { FEED_MESSAGES, MAX_IMAGES, TITLE_MAX, feedPostInputSchema, type FeedPostInput } from '@gazeta/contract';
import { formError, zodFieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { UploadedFile } from '../../lib/uploads.ts';
import { formFields, formList, sentFiles, single } from '../../lib/form-fields.ts';

/** A post form as the service takes it: the checked fields and the uploaded files, in order. */
export interface PostForm {
  input: FeedPostInput;
  images: UploadedFile[];
}

/**
 * The multipart form of POST /api/forum/posts as `acceptUploads` hands it over: text fields as
 * strings, files as UploadedFiles (saved to disk as they arrived), each under its own name
 * (`tags[0]`, `images[1]`), a repeated name as an array. It is documented for OpenAPI only;
 * `readPostForm` does the checking.
 */
const file = z.unknown().meta({ type: 'string', format: 'binary' });
export const postFormBodySchema = z
  .looseObject({
    title: z.unknown().meta({ type: 'string', description: `plain text, at most ${TITLE_MAX} characters` }),
    content: z.unknown().meta({ type: 'string', description: 'HTML from the editor; sanitized by the server' }),
    is_draft: z.unknown().meta({ type: 'string', enum: ['0', '1'], description: '1 keeps the post as a draft (not sent to moderation)' }),
    'tags[0]': z.unknown().meta({ type: 'string', description: 'the id of the one tag (tags[n] as spec §7 names it)' }),
    'images[0]': file.describe(`images[0]…images[${MAX_IMAGES - 1}]: JPEG, PNG, WebP or GIF files`),
    'keep_images[0]': z.unknown().meta({ type: 'string', description: 'edit only: ids of the images the post keeps, in order' }),
  })
  .partial()
  .describe('multipart/form-data (a JSON object with the same fields is accepted too)');

/**
 * Turns the posted form into the contract's input and the image files, or throws the 422 that
 * names every bad field. An empty file part (a file input left empty) is no image; a text value
 * where a file belongs is not an image either.
 */
export function readPostForm(body: unknown): PostForm {
  const form = formFields(body);
  const tags = formList(form, 'tags');
  const parsed = feedPostInputSchema.safeParse({
    title: single(form['title']),
    content: single(form['content']),
    is_draft: single(form['is_draft']) ?? undefined,
    tags: tags.length > 0 ? tags : undefined,
    keep_images: formList(form, 'keep_images'),
  });
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  // Whatever is wrong with the tag, the reader has one thing to do: choose one of the list.
  if (Object.keys(errors).some((field) => field === 'tags' || field.startsWith('tags.'))) {
    for (const field of Object.keys(errors)) if (field.startsWith('tags.')) delete errors[field];
    errors['tags'] = [{ code: 'error-tag-required', message: FEED_MESSAGES['error-tag-required'] }];
  }

  const files = sentFiles(form, 'images');
  const images = files.filter((value): value is UploadedFile => value instanceof UploadedFile);
  if (files.length > MAX_IMAGES) {
    errors['images'] = [{ code: 'notification-max-images', message: FEED_MESSAGES['notification-max-images'] }];
  } else if (images.length < files.length) {
    errors['images'] = [{ code: 'error-image-invalid', message: FEED_MESSAGES['error-image-invalid'] }];
  }

  if (!parsed.success || Object.keys(errors).length > 0) throw formError(errors);
  return { input: parsed.data, images };
}
