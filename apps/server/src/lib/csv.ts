/**
 * CSV for staff to open in a spreadsheet (RFC 4180, comma-separated, CRLF lines), written so that
 * no cell can begin with a formula character whichever separator the spreadsheet guesses or is
 * told (`,`, `;` or tab): a field is quoted when it holds any of them, a quote or a line break, and
 * within a field, wherever a cell could begin (its start, after a separator or line break, past
 * white space and quotes) a `= + - @`, tab or CR is prefixed with `'`, which spreadsheets show as text.
 * (Quoting alone does not do: read with `;`, a quoted comma field is not a quoted field.)
 */
const FORMULA_START = /[=+\-@\t\r]/;
const SEPARATOR = /[,;\t\r\n]/;
const SKIPPED = /[\s"]/;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** The text with `'` before every character that would start a formula in a cell beginning there. */
function neutralised(value: string): string {
  let out = '';
  let cellStart = true;
  for (const ch of value) {
    if (cellStart && FORMULA_START.test(ch)) out += "'";
    out += ch;
    if (SEPARATOR.test(ch)) cellStart = true;
    else if (!SKIPPED.test(ch)) cellStart = false;
  }
  return out;
}

export function csvField(value: string): string {
  const safe = neutralised(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of fields, without its line break. */
export const csvRow = (fields: readonly string[]): string => fields.map(csvField).join(',');

/** A whole document: its lines, each ended by CRLF. */
export const csvDocument = (rows: readonly (readonly string[])[]): string => rows.map((row) => `${csvRow(row)}\r\n`).join('');
