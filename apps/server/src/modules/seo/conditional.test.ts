import { describe, expect, it } from 'vitest';
import { notModified, weakEtag } from './conditional.ts';

const etag = weakEtag('<rss/>');
const changed = new Date('2026-03-02T10:20:30.456Z');

describe('weakEtag', () => {
  it('is a weak tag that follows the body', () => {
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(weakEtag('<rss/>')).toBe(etag);
    expect(weakEtag('<rss></rss>')).not.toBe(etag);
  });
});

describe('notModified', () => {
  it('holds for the same tag, weak or strong, alone or in a list, and for *', () => {
    expect(notModified({ 'if-none-match': etag }, etag, changed)).toBe(true);
    expect(notModified({ 'if-none-match': etag.slice(2) }, etag, changed)).toBe(true);
    expect(notModified({ 'if-none-match': `W/"other", ${etag}` }, etag, changed)).toBe(true);
    expect(notModified({ 'if-none-match': '*' }, etag, changed)).toBe(true);
  });

  it('fails for another tag, whatever If-Modified-Since says (If-None-Match decides)', () => {
    expect(notModified({ 'if-none-match': 'W/"other"' }, etag, changed)).toBe(false);
    expect(notModified({ 'if-none-match': 'W/"other"', 'if-modified-since': new Date('2030-01-01').toUTCString() }, etag, changed)).toBe(false);
  });

  it('compares If-Modified-Since at one-second precision', () => {
    expect(notModified({ 'if-modified-since': changed.toUTCString() }, etag, changed)).toBe(true);
    expect(notModified({ 'if-modified-since': 'Mon, 02 Mar 2026 10:20:31 GMT' }, etag, changed)).toBe(true);
    expect(notModified({ 'if-modified-since': 'Mon, 02 Mar 2026 10:20:29 GMT' }, etag, changed)).toBe(false);
  });

  it('fails without conditions, with an unreadable date, or with nothing dated', () => {
    expect(notModified({}, etag, changed)).toBe(false);
    expect(notModified({ 'if-modified-since': 'yesterday' }, etag, changed)).toBe(false);
    expect(notModified({ 'if-modified-since': changed.toUTCString() }, etag, null)).toBe(false);
  });
});
