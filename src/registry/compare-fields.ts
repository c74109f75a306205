/**
 * The rows of a side-by-side comparison of a resource's rows: the resource's own `compare` list first, then every
 * field a member fills in whose kind compares at a glance (a choice, a number, an amount, yes/no, a list of
 * items). A fact added to the registry later (boarding, fees) joins the comparison without touching the page.
 */
import type { Field, FieldKind } from './fields.ts';
import type { Resource } from './resource.ts';

/** Four columns still fit a phone's screen when scrolled sideways; more stop being a comparison. */
export const maxCompared = 4;

/** Kinds whose values line up in a table cell; paragraphs, contacts, images and links do not. */
export const comparableKinds: readonly FieldKind[] = ['enum', 'boolean', 'integer', 'number', 'money', 'csv', 'tags', 'list'];

export interface CompareRow {
  name: string;
  label: string;
  kind: FieldKind;
  /** A year founded reads 1948, not as a count (1,948). */
  year?: boolean;
}

/** Server-kept, moderator-only and party-only fields say nothing about the listing itself. */
const isListingFact = (field: Field) => comparableKinds.includes(field.kind) && !field.system && !field.staff && !field.readers && !field.perk;

export const compareRows = (resource: Resource): CompareRow[] => {
  const names = [...resource.compare, ...Object.keys(resource.fields).filter((name) => isListingFact(resource.fields[name]!))];
  return [...new Set(names)]
    .filter((name) => name !== resource.title)
    .map((name) => {
      const field = resource.fields[name]!;
      return { name, label: field.label!, kind: field.kind, ...(field.year ? { year: true } : {}) };
    });
};
