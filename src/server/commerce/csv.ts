/**
 * CSV as spreadsheets read it (RFC 4180): a cell with a comma, quote or line break is quoted and its quotes
 * doubled. A cell starting like a formula (= + - @, tab, carriage return) is prefixed with ' so a buyer's
 * address can never run as a formula in the vendor's spreadsheet (OWASP "CSV injection").
 */
const cell = (value: unknown) => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows to a file: CRLF line ends, and a byte-order mark so Excel opens it as UTF-8 (KES, × and names with accents). */
export const csvFile = (rows: readonly (readonly unknown[])[]) => `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
