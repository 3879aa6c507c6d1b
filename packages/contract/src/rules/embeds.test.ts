import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_ORIGINS, parseEmbedUrl } from './embeds.ts';
import { FOCAL_CENTER, focalPointFromClick, formatFocalPoint, objectPosition, parseFocalPoint } from './focal-point.ts';

describe('parseEmbedUrl', () => {
  it('reads the shapes YouTube shares a video by, into one link and a no-cookie frame', () => {
    const expected = { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', frameSrc: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'youtube.com/shorts/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(parseEmbedUrl(url), url).toEqual(expected);
    }
  });

  it('reads Instagram posts and reels', () => {
    expect(parseEmbedUrl('https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=x')).toEqual({
      provider: 'instagram',
      url: 'https://www.instagram.com/reel/C1a2B3c4D5e/',
      frameSrc: 'https://www.instagram.com/reel/C1a2B3c4D5e/embed/',
    });
  });

  it('reads Facebook posts and videos, keeping only the parameters that name the item', () => {
    const post = parseEmbedUrl('https://m.facebook.com/gazeta/posts/12345?fbclid=track');
    expect(post).toEqual({
      provider: 'facebook',
      url: 'https://www.facebook.com/gazeta/posts/12345',
      frameSrc: `https://www.facebook.com/plugins/post.php?href=${encodeURIComponent('https://www.facebook.com/gazeta/posts/12345')}&show_text=true`,
    });
    expect(parseEmbedUrl('https://www.facebook.com/watch/?v=987&fbclid=x')?.url).toBe('https://www.facebook.com/watch?v=987');
    expect(parseEmbedUrl('https://www.facebook.com/watch/?v=987')?.frameSrc).toContain('/plugins/video.php?');
  });

  it('refuses other hosts, other schemes, look-alike hosts and malformed ids', () => {
    for (const url of [
      '',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
      'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'ftp://youtu.be/dQw4w9WgXcQ',
      'https://www.instagram.com/stories/x/',
      'https://www.facebook.com/',
      'https://youtu.be/dQw4w9WgXcQ with space',
    ]) {
      expect(parseEmbedUrl(url), url).toBeNull();
    }
  });

  it('only ever frames the known origins, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string()), (raw) => {
        const embed = parseEmbedUrl(raw);
        if (embed) expect(EMBED_FRAME_ORIGINS.some((origin) => embed.frameSrc.startsWith(`${origin}/`))).toBe(true);
      }),
    );
  });
});

describe('focal point', () => {
  it('is where the click falls, in whole percent of the picture', () => {
    expect(focalPointFromClick(130, 80, { left: 100, top: 50, width: 200, height: 100 })).toEqual({ x: 15, y: 30 });
    expect(focalPointFromClick(0, 1000, { left: 100, top: 50, width: 200, height: 100 })).toEqual({ x: 0, y: 100 });
    expect(focalPointFromClick(5, 5, { left: 0, top: 0, width: 0, height: 0 })).toEqual(FOCAL_CENTER);
  });

  it('is kept as "x y" and read back only in that form', () => {
    expect(formatFocalPoint({ x: 15, y: 30 })).toBe('15 30');
    expect(parseFocalPoint('15 30')).toEqual({ x: 15, y: 30 });
    for (const bad of ['', '15,30', '101 0', '1 2 3', '-1 5', '15 30;x', null, undefined]) expect(parseFocalPoint(bad), String(bad)).toBeNull();
    expect(objectPosition({ x: 15, y: 30 })).toBe('15% 30%');
    expect(objectPosition(null)).toBe('50% 50%');
  });

  it('reads back what it writes for any click', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (x, y) => {
        const point = focalPointFromClick(x, y, { left: 0, top: 0, width: 100, height: 100 });
        expect(parseFocalPoint(formatFocalPoint(point))).toEqual(point);
      }),
    );
  });
});
