/** One listing's value in a comparison row, as text for spotting differences and as what the cell shows. */
import type { FieldKind } from '../../../registry/fields.ts';
import { parseCsv } from '../../../registry/fields.ts';
import type { Say } from '../../common/say.ts';
import { useSay } from '../../common/say.ts';
import { Stars } from '../ui/stars.tsx';
import type { CompareRow } from '../../../registry/compare-fields.ts';

export type Listing = Record<string, unknown> & { id: number; name: string };

const items = (kind: FieldKind, value: unknown): string[] => {
  if (kind === 'csv') return parseCsv(String(value));
  if (!Array.isArray(value)) return [];
  return value.map((item) => (typeof item === 'object' && item ? String((item as { name?: unknown }).name ?? '') : String(item)));
};

/** What a cell reads in the page's words, a choice by its list (`name`); lists keep their own order. */
export const valueText = (kind: FieldKind, value: unknown, say: Say, name = ''): string => {
  const missing = say('ui.notProvided');
  if (value === null || value === undefined || value === '') return missing;
  switch (kind) {
    case 'boolean':
      return say(value ? 'ui.yes' : 'ui.no');
    case 'money':
      return say.format.kes(Number(value))!;
    case 'integer':
    case 'number':
      return say.format.number(Number(value));
    case 'enum':
      return say.choice(name, String(value));
    case 'csv':
    case 'tags':
    case 'list':
      return (
        items(kind, value)
          .map((item) => say.choice(name, item))
          .join(', ') || missing
      );
    default:
      return String(value);
  }
};

/** Two values are the same when they are stored the same, whatever the language; lists are the same items in any order. */
export const sameKey = (kind: FieldKind, value: unknown) =>
  ['csv', 'tags', 'list'].includes(kind)
    ? [...items(kind, value)].sort().join('\n')
    : value === null || value === undefined || value === ''
      ? ''
      : String(value);

/** Does this row read differently for at least two of the listings? */
export const differs = (row: CompareRow, listings: readonly Listing[]) => new Set(listings.map((listing) => sameKey(row.kind, listing[row.name]))).size > 1;

/** A rating reads as the site's stars, with the average hidden until enough reviews back it. */
export const CompareValue = ({ row, listing }: { row: CompareRow; listing: Listing }) => {
  const say = useSay();
  return row.name === 'rating' ? (
    <Stars value={listing.rating as number | null} count={(listing.review_count as number | null) ?? 0} />
  ) : (
    <>{row.year && typeof listing[row.name] === 'number' ? String(listing[row.name]) : valueText(row.kind, listing[row.name], say, row.name)}</>
  );
};
