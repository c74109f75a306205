/**
 * A stored row as the API shows it (src/server/crud/codec.ts): each field decoded by its kind, in the registry's
 * order, without passwords or the fields hidden from the reader, whichever sets of hidden fields come first.
 */
import { expect, it } from 'vitest';
import { f } from '../../src/registry/fields.ts';
import type { Resource } from '../../src/registry/resource.ts';
import { fromColumns } from '../../src/server/crud/codec.ts';

const resource = {
  fields: {
    id: f.integer(),
    name: f.text(),
    open: f.boolean(),
    fees: f.money(),
    photos: f.gallery(),
    cv: f.file(),
    password: f.password(),
    note: f.text(),
  },
} as unknown as Resource;

const link = (path: string) => `https://files.example/${path}?signed`;

it('decodes each kind, in order, null for a null or absent column', () => {
  const row = { id: 7n, name: 'Moi Girls', open: 1, fees: '45000', photos: '[{"url":"a.webp"}]', cv: 'cv/1.pdf', password: 'hash', note: null };
  const shown = fromColumns(resource, row, link);
  expect(Object.keys(shown)).toEqual(['id', 'name', 'open', 'fees', 'photos', 'cv', 'note']);
  expect(shown).toEqual({ id: 7, name: 'Moi Girls', open: true, fees: 45000, photos: [{ url: 'a.webp' }], cv: link('cv/1.pdf'), note: null });
  expect(fromColumns(resource, { id: 8, open: 0, photos: [{ url: 'b.webp' }] }, link)).toEqual({
    id: 8,
    name: null,
    open: false,
    fees: null,
    photos: [{ url: 'b.webp' }],
    cv: null,
    note: null,
  });
});

it('leaves out the hidden fields, each set of them apart', () => {
  const row = { id: 1, name: 'A', open: 0, fees: 1, photos: null, cv: null, note: 'private' };
  expect(Object.keys(fromColumns(resource, row, link, ['note']))).toEqual(['id', 'name', 'open', 'fees', 'photos', 'cv']);
  expect(Object.keys(fromColumns(resource, row, link, ['name', 'cv']))).toEqual(['id', 'open', 'fees', 'photos', 'note']);
  expect(fromColumns(resource, row, link).note).toBe('private');
});
