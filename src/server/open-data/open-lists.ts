/**
 * The open lists the import knows, each with its resource, its reader and the copy the repository ships in
 * open-data/ (docs/data-sources.md); and reading a list's file, gzipped or not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { getResource } from '../../registry/index.ts';
import type { Dialect } from '../db/dialect.ts';
import { loadCountyFinder } from './county-finder.ts';
import { importListings } from './import-listings.ts';
import type { ReadList } from './list-rows.ts';
import { readSchoolList } from './school-list.ts';
import { readUniversityList } from './university-list.ts';

export const openLists = {
  schools: {
    resource: 'institutions/schools',
    shipped: 'kenya-schools-moe-2016.csv.gz',
    read: (text: string, openDataDir: string) => readSchoolList(text, loadCountyFinder(openDataDir)),
  },
  universities: {
    resource: 'institutions/universities',
    shipped: 'kenya-universities-hipo.json',
    read: (text: string) => readUniversityList(text),
  },
} as const satisfies Record<string, { resource: string; shipped: string; read: (text: string, openDataDir: string) => ReadList }>;

export type OpenListKind = keyof typeof openLists;
export const isOpenListKind = (kind: string): kind is OpenListKind => Object.hasOwn(openLists, kind);

/** A list's text; a file that cannot be read or unzipped throws, with the reason. */
const readText = (file: string) => {
  const bytes = readFileSync(file);
  // gzip's magic number, whatever the file is called.
  return (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('utf8');
};

export const importOpenList = async (dialect: Dialect, kind: OpenListKind, file: string, openDataDir: string) => {
  const list = openLists[kind];
  const read = list.read(readText(file), openDataDir);
  return importListings(dialect, getResource(list.resource), read);
};

export const shippedFile = (kind: OpenListKind, openDataDir: string) => path.join(openDataDir, openLists[kind].shipped);
