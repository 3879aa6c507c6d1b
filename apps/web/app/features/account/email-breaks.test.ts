import { describe, expect, it } from 'vitest';
import { emailPieces, splitEmails } from './email-breaks.ts';

describe('where an e-mail address may break', () => {
  it('after the @ and after every dot, nowhere else', () => {
    expect(emailPieces('john.smith@mail.example.com')).toEqual(['john.', 'smith@', 'mail.', 'example.', 'com']);
    expect(emailPieces('a@b.c').join('')).toBe('a@b.c');
    expect(emailPieces('plain-word')).toEqual(['plain-word']);
  });

  it('finds the addresses in a sentence, leaving its full stop and quotes outside', () => {
    expect(splitEmails('We sent a link to anna.k@example.com.')).toEqual([
      { text: 'We sent a link to ', email: false },
      { text: 'anna.k@example.com', email: true },
      { text: '.', email: false },
    ]);
    expect(splitEmails('«x@y.org», и z@w.ru')).toEqual([
      { text: '«', email: false },
      { text: 'x@y.org', email: true },
      { text: '», и ', email: false },
      { text: 'z@w.ru', email: true },
    ]);
  });

  it('leaves a text without an address whole', () => {
    expect(splitEmails('No address @ here.')).toEqual([{ text: 'No address @ here.', email: false }]);
    expect(splitEmails('')).toEqual([]);
  });
});
