/**
 * The records of a CSV text (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks), each with the
 * line it starts on, so a refusal can name the line a person would open the file at. Small enough to keep here
 * rather than add a dependency for one file format.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export function* csvRecords(text: string): Generator<CsvRecord> {
  let line = 1;
  let start = 1;
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  const endField = () => {
    fields.push(field);
    field = '';
  };
  // A byte-order mark is not part of the first column's name.
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') {
        if (char === '\n') line++;
        field += char;
      } else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endField();
      // A blank line is no record.
      if (fields.length > 1 || fields[0] !== '') yield { line: start, fields };
      fields = [];
      line++;
      start = line;
    } else field += char;
  }
  fields.push(field);
  if (fields.length > 1 || fields[0] !== '') yield { line: start, fields };
}
