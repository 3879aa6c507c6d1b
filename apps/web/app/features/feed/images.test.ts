import { describe, expect, it } from 'vitest';
import { addImages, IMAGE_ACCEPT, imageProblem } from './images.ts';

const MB = 1024 * 1024;
const file = (name: string, type = 'image/jpeg', size = MB) => ({ name, type, size });

describe('images of a post (spec §5: at most 4; JPEG, PNG, WebP or GIF up to 8 MB)', () => {
  it('accepts the four formats the server takes', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) expect(imageProblem(file('a', type))).toBeNull();
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif');
  });

  it('refuses other types and files over 8 MB', () => {
    expect(imageProblem(file('a.pdf', 'application/pdf'))).toBe('error-image-invalid');
    expect(imageProblem(file('a.svg', 'image/svg+xml'))).toBe('error-image-invalid');
    expect(imageProblem(file('a.heic', ''))).toBe('error-image-invalid');
    expect(imageProblem(file('big.jpg', 'image/jpeg', 8 * MB))).toBeNull();
    expect(imageProblem(file('big.jpg', 'image/jpeg', 8 * MB + 1))).toBe('error-image-too-large');
  });

  it('takes up to four in all, and says notification-max-images for a fifth', () => {
    const four = ['1', '2', '3', '4'].map((n) => file(n));
    expect(addImages(0, four)).toEqual({ accepted: four, problems: [] });
    expect(addImages(4, [file('5')])).toEqual({ accepted: [], problems: ['notification-max-images'] });
    const result = addImages(2, [file('3'), file('4'), file('5'), file('6')]);
    expect(result.accepted.map((f) => f.name)).toEqual(['3', '4']);
    expect(result.problems).toEqual(['notification-max-images']);
  });

  it('counts the images kept from before', () => {
    expect(addImages(3, [file('a'), file('b')]).accepted.map((f) => f.name)).toEqual(['a']);
  });

  it('skips bad files without using up room, and names each reason once', () => {
    const result = addImages(0, [file('x.pdf', 'application/pdf'), file('a'), file('y.txt', 'text/plain'), file('huge', 'image/png', 20 * MB)]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a']);
    expect(result.problems).toEqual(['error-image-invalid', 'error-image-too-large']);
  });
});
