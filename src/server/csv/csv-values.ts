/**
 * A CSV cell as the API value of its field, the inverse of the export (export-route.ts): numbers as numbers,
 * true/false (yes/no, 1/0) as yes/no, JSON text for lists and objects, and a text the export escaped (a leading
 * apostrophe before = + - @) as written. What cannot be read is left as text, for the registry's validation to
 * refuse with its own message.
 */
import { isJsonKind, type Field } from '../../registry/fields.ts';

const yes = new Set(['true', 'yes', '1']);
const no = new Set(['false', 'no', '0']);

export const valueOf = (field: Field, cell: string): unknown => {
  const text = /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
  switch (field.kind) {
    case 'integer':
    case 'number':
    case 'money':
    case 'ref':
      return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text;
    case 'boolean': {
      const word = text.trim().toLowerCase();
      return yes.has(word) ? true : no.has(word) ? false : text;
    }
    default:
      if (!isJsonKind(field)) return text;
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
  }
};
