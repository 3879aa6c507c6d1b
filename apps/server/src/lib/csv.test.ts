import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvRow } from './csv.ts';

/**
 * The cells a spreadsheet reads from a document with this separator, leniently as they do: a
 * cell that starts with a quote runs to the closing quote (`""` is one quote), and whatever
 * follows up to the next separator or line break is more of it.
 */
function cells(document: string, separator: string): string[] {
  const found: string[] = [];
  let i = 0;
  while (i < document.length) {
    let cell = '';
    if (document[i] === '"') {
      i += 1;
      while (i < document.length && !(document[i] === '"' && document[i + 1] !== '"')) {
        cell += document[i];
        i += document[i] === '"' ? 2 : 1;
      }
      i += 1;
    }
    while (i < document.length && document[i] !== separator && document[i] !== '\r' && document[i] !== '\n') cell += document[i++];
    found.push(cell);
    if (document[i] === '\r' && document[i + 1] === '\n') i += 1;
    i += 1;
  }
  return found;
}

/** What a spreadsheet might run: a cell whose text, past white space and quotes, begins with = + - @. */
const FORMULA = /^[\s"]*[=+\-@]/;

describe('csvField', () => {
  it('leaves plain fields alone and quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('Skokie')).toBe('Skokie');
    expect(csvField('')).toBe('');
    expect(csvField('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvField('5 Oak "Lane"')).toBe('"5 Oak ""Lane"""');
    expect(csvField('line\r\nbreak')).toBe('"line\r\nbreak"');
    expect(csvField('Apt -3, 2+2')).toBe('"Apt -3, 2+2"');
  });

  it('neutralises a formula at the start', () => {
    expect(csvField('=HYPERLINK("https://evil.example")')).toBe(`"'=HYPERLINK(""https://evil.example"")"`);
    expect(csvField('+1 630 555 0100')).toBe("'+1 630 555 0100");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe(`"'\t'=1"`);
  });

  it('quotes a semicolon or a tab and neutralises a formula after one, or after a comma or a line break', () => {
    expect(csvField('5 Oak; Apt 2')).toBe('"5 Oak; Apt 2"');
    expect(csvField('x;=cmd()')).toBe(`"x;'=cmd()"`);
    expect(csvField('x; =cmd()')).toBe(`"x; '=cmd()"`);
    expect(csvField('x;"=cmd()')).toBe(`"x;""'=cmd()"`);
    expect(csvField('x,+1')).toBe(`"x,'+1"`);
    expect(csvField('x\t@A1')).toBe(`"x\t'@A1"`);
    expect(csvField('x\n-1')).toBe(`"x\n'-1"`);
    expect(csvField('a; b')).toBe('"a; b"');
  });

  it('writes lines with CRLF', () => {
    expect(csvRow(['a', 'b;=1', ''])).toBe(`a,"b;'=1",`);
    expect(csvDocument([['name', 'zip'], ['Ann', '60077']])).toBe('name,zip\r\nAnn,60077\r\n');
  });

  it('lets no cell begin with a formula whether the separator is a comma, a semicolon or a tab', () => {
    const unsafe = fc.string({ unit: fc.constantFrom('a', ' ', '"', ',', ';', '\t', '\r', '\n', '=', '+', '-', '@', '1'), maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.array(unsafe, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }), (rows) => {
        const document = csvDocument(rows);
        for (const separator of [',', ';', '\t']) {
          for (const cell of cells(document, separator)) expect(cell, JSON.stringify({ separator, cell, document })).not.toMatch(FORMULA);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
