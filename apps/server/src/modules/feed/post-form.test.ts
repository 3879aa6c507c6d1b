import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors.ts';
import { UploadedFile } from '../../lib/uploads.ts';
import { formList } from '../../lib/form-fields.ts';
import { readPostForm } from './post-form.ts';

const upload = (name: string, bytes = 4) => new UploadedFile({ path: `/tmp/${name}`, bytes, filename: name, type: 'image/png' });
const png = upload('png');

/** The 422 a bad form throws, as the API would send it. */
function refusal(body: unknown) {
  try {
    readPostForm(body);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    const e = error as HttpError;
    expect(e.statusCode).toBe(422);
    return { code: e.code, message: e.message, errors: e.errors ?? {} };
  }
  throw new Error('the form was accepted');
}

describe('formList', () => {
  it('reads name[n] in index order, then name[] and plain name in arrival order', () => {
    const body = { 'tags[2]': 'c', 'tags[0]': 'a', 'tags[]': ['x', 'y'], tags: 'z', 'tags[10]': 'd', other: 'no', 'tagsx[0]': 'no' };
    expect(formList(body, 'tags')).toEqual(['a', 'c', 'd', 'x', 'y', 'z']);
  });

  it('flattens a repeated name into its values', () => {
    expect(formList({ images: [png, png] }, 'images')).toEqual([png, png]);
    expect(formList({}, 'images')).toEqual([]);
  });
});

describe('readPostForm', () => {
  const good = { title: '  Коляска  ', content: '<p>Отдам</p>', is_draft: '0', 'tags[0]': '7' };

  it('turns the multipart fields of spec §7 into the contract input and the files', () => {
    const form = readPostForm({ ...good, 'images[1]': png, 'images[0]': upload('a'), 'keep_images[0]': '4' });
    expect(form.input).toEqual({ title: 'Коляска', content: '<p>Отдам</p>', is_draft: false, tags: [7], keep_images: [4] });
    expect(form.images.map((file) => file.filename)).toEqual(['a', 'png']);
  });

  it('reads is_draft as the spec client sends it, and defaults it to false', () => {
    expect(readPostForm({ ...good, is_draft: '1' }).input.is_draft).toBe(true);
    expect(readPostForm({ ...good, is_draft: 'true' }).input.is_draft).toBe(true);
    const { is_draft: _omitted, ...noFlag } = good;
    expect(readPostForm(noFlag).input.is_draft).toBe(false);
  });

  it('accepts the JSON shape too (tags as an array)', () => {
    expect(readPostForm({ title: 't', content: 'c', tags: [3] }).input.tags).toEqual([3]);
  });

  it('skips an empty file input, as a browser sends one', () => {
    expect(readPostForm({ ...good, 'images[0]': upload('empty', 0), 'images[1]': '' }).images).toEqual([]);
  });

  it('refuses empty fields with error-empty-fields', () => {
    const e = refusal({ ...good, title: '   ', content: '' });
    expect(e.code).toBe('error-empty-fields');
    expect(e.message).toBe('Please fill in the title and the content.');
    expect(e.errors['title']?.[0]?.code).toBe('error-empty-fields');
    expect(e.errors['content']?.[0]?.code).toBe('error-empty-fields');
  });

  it('refuses a title over 150 characters', () => {
    expect(refusal({ ...good, title: 'я'.repeat(151) }).code).toBe('error-title-too-long');
    expect(readPostForm({ ...good, title: 'я'.repeat(150) }).input.title).toHaveLength(150);
  });

  it('wants exactly one tag, whatever else was sent', () => {
    for (const tags of [{}, { 'tags[0]': 'abc' }, { 'tags[0]': '1', 'tags[1]': '2' }, { 'tags[0]': '0' }, { tags: [] }]) {
      const { 'tags[0]': _t, ...rest } = good;
      const e = refusal({ ...rest, ...tags });
      expect(e.code).toBe('error-tag-required');
      expect(Object.keys(e.errors)).toEqual(['tags']);
    }
  });

  it('refuses a fifth image, and text sent where a file belongs', () => {
    const five = Object.fromEntries([0, 1, 2, 3, 4].map((i) => [`images[${i}]`, png]));
    const e = refusal({ ...good, ...five });
    expect(e.code).toBe('notification-max-images');
    expect(e.errors['images']?.[0]?.code).toBe('notification-max-images');
    expect(refusal({ ...good, 'images[0]': 'not a file' }).code).toBe('error-image-invalid');
    // Only the upload scope makes UploadedFiles: bytes or a look-alike object in a body are no file.
    expect(refusal({ ...good, 'images[0]': Buffer.from([0x89, 0x50, 0x4e, 0x47]) }).code).toBe('error-image-invalid');
    expect(refusal({ ...good, 'images[0]': { path: '/etc/passwd', bytes: 4, filename: 'x.png', type: 'image/png' } }).code).toBe('error-image-invalid');
  });

  it('names every bad field at once, the first feed code leading', () => {
    const e = refusal({ title: '', content: '<p>x</p>', 'images[0]': 'text' });
    expect(e.code).toBe('error-empty-fields');
    expect(Object.keys(e.errors).sort()).toEqual(['images', 'tags', 'title']);
  });

  it('never throws anything but a 422 for odd bodies', () => {
    for (const body of [null, undefined, 'text', 42, [], png, { title: png, content: ['a', 'b'], 'tags[0]': { x: 1 } }]) {
      expect(refusal(body).code).toMatch(/^(error-|notification-)/);
    }
  });
});
