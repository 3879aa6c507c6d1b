import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, socialPostRate, POSTING_NETWORKS, quoteSocialRequest, SOCIAL_REQUEST_LIMITS, type PostingNetwork } from '@gazeta/contract';
import { draftOfValues, emptySocialDraft, socialProblems, socialQuote, textAsSent, withNetwork } from './social-draft.ts';

const today = '2026-12-01';
const good = { ...emptySocialDraft(today), text: 'Открытие пекарни «Колосок» в субботу!\nПриходите.', networks: ['facebook'] as PostingNetwork[], agree: true };

describe('the social request form’s live price', () => {
  it('is the contract’s quote of the networks ticked, and none without a network', () => {
    expect(socialQuote({ networks: [] }, DEFAULT_RATES)).toBeNull();
    expect(socialQuote({ networks: ['telegram'] }, DEFAULT_RATES)?.totalCents).toBe(DEFAULT_RATES.social_posts.telegram);
    expect(socialQuote({ networks: ['facebook', 'twitter'] }, DEFAULT_RATES)?.totalCents).toBe(DEFAULT_RATES.social_posts.facebook + DEFAULT_RATES.social_posts.twitter);
  });

  it('follows every way of ticking and unticking the networks (property)', () => {
    const step = fc.tuple(fc.constantFrom(...POSTING_NETWORKS), fc.boolean());
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let networks: PostingNetwork[] = [];
        const ticked = new Set<PostingNetwork>();
        for (const [network, on] of steps) {
          networks = withNetwork(networks, network, on);
          if (on) ticked.add(network);
          else ticked.delete(network);
        }
        // Each network once, in the form's order, and priced as the server prices them.
        expect(networks).toEqual(POSTING_NETWORKS.filter((network) => ticked.has(network)));
        const expected = [...ticked].reduce((sum, network) => sum + socialPostRate(DEFAULT_RATES, network), 0);
        expect(socialQuote({ networks }, DEFAULT_RATES)?.totalCents ?? 0).toBe(expected);
        expect(socialQuote({ networks }, DEFAULT_RATES)).toEqual(quoteSocialRequest(networks, DEFAULT_RATES));
      }),
    );
  });
});

describe('what the form tells before sending (spec §5)', () => {
  it('passes a complete request', () => {
    expect(socialProblems(good, today)).toEqual({});
    expect(socialProblems({ ...good, publishOn: '2027-03-01' }, today)).toEqual({});
  });

  it('names each missing or wrong field with the server’s own code', () => {
    expect(socialProblems(emptySocialDraft(today), today)).toEqual({
      text: 'error-social-text-required',
      networks: 'error-social-networks-required',
      agree: 'error-terms-required',
    });
    expect(socialProblems({ ...good, text: '   \n ' }, today)).toEqual({ text: 'error-social-text-required' });
    expect(socialProblems({ ...good, text: 'x'.repeat(SOCIAL_REQUEST_LIMITS.textMax + 1) }, today)).toEqual({ text: 'error-social-text-too-long' });
    expect(socialProblems({ ...good, publishOn: '' }, today)).toEqual({ publish_on: 'error-social-date-required' });
    expect(socialProblems({ ...good, publishOn: '2026-11-30' }, today)).toEqual({ publish_on: 'error-social-date-past' });
    expect(socialProblems({ ...good, publishOn: '2027-03-02' }, today)).toEqual({ publish_on: 'error-social-date-too-far' });
  });

  it('counts the text as the server does: a line break, sent as CR LF, is one character', () => {
    const max = SOCIAL_REQUEST_LIMITS.textMax;
    expect(textAsSent('a\nb\r\nc\rd')).toBe('a\nb\nc\nd');
    expect(socialProblems({ ...good, text: `${'a'.repeat(max - 2)}\r\nb` }, today)).toEqual({});
    expect(socialProblems({ ...good, text: `${'a'.repeat(max - 1)}\r\nb` }, today)).toEqual({ text: 'error-social-text-too-long' });
  });
});

describe('a form refused without JavaScript', () => {
  it('comes back with what was typed and ticked', () => {
    const back = draftOfValues({ text: 'Текст', publish_on: '2026-12-05', networks: ['twitter', 'facebook', 'myspace'], agree: '1' }, emptySocialDraft(today));
    expect(back).toEqual({ text: 'Текст', publishOn: '2026-12-05', networks: ['facebook', 'twitter'], agree: true });
    expect(draftOfValues({ agree: '' }, good)).toEqual({ ...good, agree: false });
  });
});
