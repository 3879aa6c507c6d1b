import { describe, expect, it } from 'vitest';
import { apiForm } from './social-actions.server.ts';
import { SOCIAL_DECISIONS } from './social-intents.ts';
import { readDecision } from './social-review.server.ts';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe('staff’s decision as the API takes it', () => {
  it('publishes with the link of each network the form asks for', () => {
    const read = readDecision(SOCIAL_DECISIONS.publish, form({ kind: 'social', id: '3', link_facebook: ' https://facebook.com/gazeta/posts/1 ', link_twitter: 'https://x.com/gazeta/status/1', reason: '' }));
    expect(read).toEqual({ decision: { decision: 'publish', links: { facebook: 'https://facebook.com/gazeta/posts/1', twitter: 'https://x.com/gazeta/status/1' } } });
  });

  it('names each missing or bad link by its network, as the server does (links.facebook)', () => {
    const read = readDecision(SOCIAL_DECISIONS.publish, form({ link_facebook: '', link_telegram: 'javascript:alert(1)', link_twitter: 'https://x.com/gazeta/status/1' }));
    expect(read).toEqual({ fields: { 'links.facebook': 'error-social-links-required', 'links.telegram': 'error-social-links-required' }, error: 'error-social-links-required' });
  });

  it('rejects only with a reason', () => {
    expect(readDecision(SOCIAL_DECISIONS.reject, form({ reason: '  Реклама алкоголя ', link_facebook: '' }))).toEqual({ decision: { decision: 'reject', reason: 'Реклама алкоголя' } });
    expect(readDecision(SOCIAL_DECISIONS.reject, form({ reason: ' ' }))).toEqual({ fields: { reason: 'error-rejection-reason-required' }, error: 'error-rejection-reason-required' });
  });
});

describe('the member’s form as the API takes it', () => {
  it('leaves out the page’s own field and an empty file input', () => {
    const data = form({ intent: 'social-save', text: 'Строка\nещё', publish_on: '2026-12-05', agree: '1' });
    data.append('networks', 'facebook');
    data.append('networks', 'twitter');
    data.append('images', new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
    data.append('images', new File([], '', { type: 'application/octet-stream' }));
    const body = apiForm(data);
    expect(body.has('intent')).toBe(false);
    expect(body.get('text')).toBe('Строка\nещё');
    expect(body.get('publish_on')).toBe('2026-12-05');
    expect(body.getAll('networks')).toEqual(['facebook', 'twitter']);
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['a.png']);
  });
});
