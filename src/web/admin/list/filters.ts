/**
 * List filters chosen by field kind: text contains, enum, yes/no and a name picked from a list (a town) equal,
 * numbers and dates as ranges, lists by "contains". Each form value becomes the json-server parameters simple-rest sends.
 */
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import { isFilterable, isRangeKind, type Field } from '../../../registry/fields.ts';
import { likeText } from '../../../registry/query-bounds.ts';
import type { Resource } from '../../../registry/resource.ts';

export type FilterValues = Record<string, unknown> & { q?: string };

/**
 * The registry's filters, the list's columns first, never secrets or ids, nor fields kept for
 * some parties only (a moderation note), which the server refuses to filter on for everyone else.
 */
export const filterFields = (resource: Resource): [string, Field][] => {
  const all = resource.filters
    .map((name): [string, Field] => [name, resource.fields[name]!])
    .filter(([name, field]) => isFilterable(field) && name !== 'id' && field.kind !== 'password' && !field.readers);
  const shown = new Set(resource.columns);
  return [...all.filter(([name]) => shown.has(name)), ...all.filter(([name]) => !shown.has(name))];
};

const dayBound = (field: Field, value: Dayjs, end: boolean) =>
  field.kind === 'date' ? value.format('YYYY-MM-DD') : (end ? value.endOf('day') : value.startOf('day')).toISOString();

/** Every known filter key is present in the answer, undefined when empty, so Refine drops cleared filters. */
export const toCrudFilters = (resource: Resource, values: FilterValues): CrudFilter[] => {
  const filters: CrudFilter[] = [{ field: 'q', operator: 'eq', value: values.q?.trim() || undefined }];
  for (const [name, field] of filterFields(resource)) {
    const value = values[name];
    if (isRangeKind(field) && field.kind !== 'ref') {
      const [from, to] = (value as [unknown, unknown] | undefined) ?? [];
      const isDate = field.kind === 'date' || field.kind === 'datetime';
      const bound = (v: unknown, end: boolean) => (v === null || v === undefined ? undefined : isDate ? dayBound(field, v as Dayjs, end) : v);
      filters.push({ field: name, operator: 'gte', value: bound(from, false) }, { field: name, operator: 'lte', value: bound(to, true) });
    } else if ((field.kind === 'text' && !field.from) || field.kind === 'email' || field.kind === 'phone' || field.kind === 'url') {
      // A part of a word too short to narrow anything is no filter (the server refuses it as too costly).
      filters.push({ field: name, operator: 'contains', value: likeText((value as string | undefined) ?? '') });
    } else {
      filters.push({ field: name, operator: 'eq', value: value === '' ? undefined : value });
    }
  }
  return filters;
};

/** The form values that give `filters` back (those of the URL after a reload), so Apply keeps what is set. */
export const toFormValues = (resource: Resource, filters: CrudFilter[]): FilterValues => {
  const values: FilterValues = {};
  for (const [name, field] of filterFields(resource)) {
    const parts = filters.filter((filter): filter is LogicalFilter => 'field' in filter && filter.field === name && filter.value !== undefined);
    if (!parts.length) continue;
    const at = (operator: string) => parts.find((part) => part.operator === operator)?.value as unknown;
    if (isRangeKind(field) && field.kind !== 'ref') {
      const isDate = field.kind === 'date' || field.kind === 'datetime';
      const bound = (v: unknown) => (v === undefined || v === null ? null : isDate ? dayjs(String(v)) : Number(v));
      values[name] = [bound(at('gte')), bound(at('lte'))];
    } else if (field.kind === 'boolean') values[name] = parts[0]!.value === true || parts[0]!.value === 'true';
    else values[name] = field.kind === 'ref' ? Number(parts[0]!.value) : parts[0]!.value;
  }
  return values;
};
