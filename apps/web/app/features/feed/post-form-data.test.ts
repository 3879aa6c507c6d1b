import { describe, expect, it } from 'vitest';
import { missingFields, postFormData } from './post-form-data.ts';

describe('the post form (spec §7: title, content, is_draft, tags[n], images[n])', () => {
  it('names every field as the API reads it', () => {
    const a = new File(['a'], 'a.jpg', { type: 'image/jpeg' });
    const b = new File(['b'], 'b.png', { type: 'image/png' });
    const form = postFormData({ title: 'Hello', content: '<p>Hi</p>', draft: false, tagId: 7, images: [a, b], keep: null });
    expect([...form.keys()]).toEqual(['title', 'content', 'is_draft', 'tags[0]', 'images[0]', 'images[1]']);
    expect(form.get('title')).toBe('Hello');
    expect(form.get('content')).toBe('<p>Hi</p>');
    expect(form.get('is_draft')).toBe('0');
    expect(form.get('tags[0]')).toBe('7');
    expect((form.get('images[1]') as File).name).toBe('b.png');
  });

  it('sends is_draft 1 for a draft, and the kept images of an edit', () => {
    const form = postFormData({ title: 'T', content: '<p>x</p>', draft: true, tagId: 1, images: [], keep: [12, 15] });
    expect(form.get('is_draft')).toBe('1');
    expect(form.get('keep_images[0]')).toBe('12');
    expect(form.get('keep_images[1]')).toBe('15');
    expect(form.has('images[0]')).toBe(false);
  });
});

describe('what the post form needs before it is sent', () => {
  it('names each empty field: a title of spaces, no text, no category', () => {
    expect(missingFields({ title: '  ', content: '', tagId: '' })).toEqual({ title: true, content: true, tag: true });
    expect(missingFields({ title: 'T', content: '', tagId: '3' })).toEqual({ content: true });
    expect(missingFields({ title: 'T', content: '<p>x</p>', tagId: '' })).toEqual({ tag: true });
  });

  it('is empty for a complete form', () => {
    expect(missingFields({ title: 'T', content: '<p>x</p>', tagId: '3' })).toEqual({});
  });
});
