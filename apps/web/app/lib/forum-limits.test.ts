import { describe, expect, it } from 'vitest';
import * as contract from '@gazeta/contract';
import * as web from './forum-limits.ts';

describe("the browser's copies of the feed's constants", () => {
  it.each(Object.keys(web))('%s equals the contract', (name) => {
    expect(web[name as keyof typeof web]).toEqual(contract[name as keyof typeof contract]);
  });
});
