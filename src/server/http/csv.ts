/**
 * CSV files as spreadsheets read them (RFC 4180): quotes doubled in a quoted cell, CRLF line ends, and a
 * byte-order mark so Excel opens the file as UTF-8 (KES, × and names with accents). A text cell starting like a
 * formula (= + - @, tab, carriage return) gets a leading apostrophe, so opening the file never runs what a stranger
 * wrote, a buyer's address say (OWASP "CSV injection").
 */
const formulaStart = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet may safely open it: one starting like a formula gets a leading apostrophe. */
export const notAFormula = (text: string) => (formulaStart.test(text) ? `'${text}` : text);

/**
 * `quoteEvery`: every cell quoted (the applications export), rather than only a cell with a comma, quote or line
 * break (the sales export). Numbers are never taken for formulas, so a negative amount stays a number.
 */
const cell = (value: unknown, quoteEvery: boolean) => {
  if (value === null || value === undefined) return quoteEvery ? '""' : '';
  const text = typeof value === 'string' ? notAFormula(value) : String(value);
  return quoteEvery || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows to a file's text. */
export const csvFile = (rows: readonly (readonly unknown[])[], { quoteEvery = false }: { quoteEvery?: boolean } = {}) =>
  `\uFEFF${rows.map((row) => row.map((value) => cell(value, quoteEvery)).join(',')).join('\r\n')}\r\n`;
