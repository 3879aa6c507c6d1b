/** A picked image and its preview (an object URL). */
/**
 * The multipart body of a post exactly as spec §7 names it: title, content (HTML), is_draft
 * ("1" a draft, "0" to publish), tags[0] (the one tag), images[0..3]; an edit adds
 * keep_images[n] (the ids of the images it keeps).
 */
export function postFormData(input: { title: string; content: string; draft: boolean; tagId: number; images: readonly Blob[]; keep: readonly number[] | null }): FormData {
  const form = new FormData();
  form.set('title', input.title);
  form.set('content', input.content);
  form.set('is_draft', input.draft ? '1' : '0');
  form.set('tags[0]', String(input.tagId));
  input.images.forEach((image, index) => form.set(`images[${index}]`, image, image instanceof File ? image.name : `image-${index}`));
  input.keep?.forEach((id, index) => form.set(`keep_images[${index}]`, String(id)));
  return form;
}

/** Fields the post form needs before it is sent; each one missing is `true`. */
export type Missing = Partial<Record<'title' | 'content' | 'tag', true>>;

/**
 * What is missing from the post form: a title that is only spaces, a text with no words (the
 * editor gives '' then), no category. The editor names each beside its field.
 */
export function missingFields(input: { title: string; content: string; tagId: string }): Missing {
  const missing: Missing = {};
  if (!input.title.trim()) missing.title = true;
  if (!input.content) missing.content = true;
  if (!input.tagId) missing.tag = true;
  return missing;
}
