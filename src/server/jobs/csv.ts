/**
 * A CSV file as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled, CRLF line ends, a BOM so
 * Excel reads UTF-8. A cell an applicant typed that starts like a formula (= + - @, tab, carriage return) gets
 * a leading apostrophe, so opening the file never runs what a stranger wrote.
 */
const formulaStart = /^[=+\-@\t\r]/;

export const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export const csvFile = (rows: readonly (readonly unknown[])[]) => `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
