import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyVote, ratingAverage, ratingBodySchema, voteBodySchema, voteDelta, voteParamsSchema, type VoteValue } from './votes.ts';

const value = fc.constantFrom<VoteValue | null>('like', 'dislike', null);

describe('voteDelta', () => {
  it('moves the counts from the old vote to the new one', () => {
    expect(voteDelta(null, 'like')).toEqual({ likes: 1, dislikes: 0 });
    expect(voteDelta('like', 'dislike')).toEqual({ likes: -1, dislikes: 1 });
    expect(voteDelta('dislike', null)).toEqual({ likes: 0, dislikes: -1 });
    expect(voteDelta('like', 'like')).toEqual({ likes: 0, dislikes: 0 });
  });

  it('keeps the counts equal to the members’ last votes, whatever they click in what order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), value), { maxLength: 60 }), (clicks) => {
        const last = new Map<number, VoteValue | null>();
        const counts = { likes: 0, dislikes: 0 };
        for (const [member, next] of clicks) {
          const delta = voteDelta(last.get(member) ?? null, next);
          counts.likes += delta.likes;
          counts.dislikes += delta.dislikes;
          last.set(member, next);
        }
        const final = [...last.values()];
        expect(counts).toEqual({ likes: final.filter((v) => v === 'like').length, dislikes: final.filter((v) => v === 'dislike').length });
      }),
    );
  });
});

describe('applyVote (the buttons’ state while a vote is on its way)', () => {
  it('toggles and switches as the server will count', () => {
    expect(applyVote({ likes: 4, dislikes: 1, my_vote: null }, 'like')).toEqual({ likes: 5, dislikes: 1, my_vote: 'like' });
    expect(applyVote({ likes: 5, dislikes: 1, my_vote: 'like' }, null)).toEqual({ likes: 4, dislikes: 1, my_vote: null });
    expect(applyVote({ likes: 5, dislikes: 1, my_vote: 'like' }, 'dislike')).toEqual({ likes: 4, dislikes: 2, my_vote: 'dislike' });
  });

  it('never shows a negative count, even from counts out of date', () => {
    fc.assert(
      fc.property(fc.nat(3), fc.nat(3), value, value, (likes, dislikes, mine, next) => {
        const shown = applyVote({ likes, dislikes, my_vote: mine }, next);
        expect(shown.likes).toBeGreaterThanOrEqual(0);
        expect(shown.dislikes).toBeGreaterThanOrEqual(0);
        expect(shown.my_vote).toBe(next);
      }),
    );
  });
});

describe('ratingAverage', () => {
  it('is the mean to one decimal, null without ratings', () => {
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverage(17, 4)).toBe(4.3);
    expect(ratingAverage(7, 2)).toBe(3.5);
    expect(ratingAverage(5, 1)).toBe(5);
  });
});

describe('the vote schemas', () => {
  it('take a kind as a path segment, a vote or null, and 1–5 whole stars', () => {
    expect(voteParamsSchema.parse({ kind: 'business', id: '12' })).toEqual({ kind: 'business', id: 12 });
    for (const kind of ['Business', 'a-b', '1x', '', 'x'.repeat(41)]) expect(voteParamsSchema.safeParse({ kind, id: '1' }).success, kind).toBe(false);
    expect(voteBodySchema.parse({ value: null })).toEqual({ value: null });
    expect(voteBodySchema.safeParse({ value: 'love' }).success).toBe(false);
    expect(voteBodySchema.safeParse({}).success).toBe(false);
    expect(ratingBodySchema.parse({ stars: '4' })).toEqual({ stars: 4 });
    for (const stars of [0, 6, 2.5, 'x', null]) expect(ratingBodySchema.safeParse({ stars }).success, String(stars)).toBe(false);
  });
});
