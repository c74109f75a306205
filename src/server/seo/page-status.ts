/**
 * The row of a public page of one row (the registry's `page`, /institutions/schools/:id): a search engine or link
 * checker must read 404 for a removed or never-approved listing, not a 200 soft error, and the page's head and
 * share card are made from the row. The answer is the anonymous reader's, through the same access rules as the
 * API's read of the id, so a page is "found" exactly when GET /api/{base}/{id} would give a visitor the row. An
 * owner looking at their own pending listing gets the 404 status too, yet sees the listing: the page reads it
 * with their token.
 */
import type { Crud } from '../crud/service.ts';
import { isRowNumber } from '../../registry/row-number.ts';
import { HttpError } from '../http-error.ts';
import type { Resource } from '../../registry/resource.ts';
import { sitePage } from './site-page.ts';
import type { MovedTo } from '../duplicates/merged-address.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Row = Record<string, unknown>;

/** A path that is one row's page: its resource and the id as written (not yet checked to be one). */
export interface RowAddress {
  resource: Resource;
  id: string;
}

/**
 * What a path is: a row's page and the row the public sees there (null when none), or another page of the site
 * (`known`) or none of the site's (the site shows its not-found page there).
 */
export type PageRow = { resource: null; known: boolean } | { resource: Resource; row: Row | null; movedTo?: string };

/** The row page a path names (/institutions/schools/12), if any. */
export const rowAddresses = (resources: readonly Resource[]) => {
  const patterns = resources
    .filter((resource) => resource.page)
    // In any case and with trailing slashes, as the site's router reads an address (site-page.ts).
    .map((resource) => ({ resource, pattern: new RegExp(`^${escape(resource.page!).replace(':id', '([^/]+)')}/*$`, 'i') }));
  return (path: string): RowAddress | null => {
    for (const { resource, pattern } of patterns) {
      const id = pattern.exec(path)?.[1];
      // Words after a list's address are its other pages (/jobs/resume, /institutions/schools/primary), or none.
      if (id !== undefined && /^\d+$/.test(id)) return { resource, id };
    }
    return null;
  };
};

/** The row at an address as a visitor reads it, or null when the public may not (or it is not there). */
export const publicRow = async (crud: Crud, { resource, id }: RowAddress): Promise<Row | null> => {
  if (!isRowNumber(id)) return null;
  try {
    return (await crud.findById(null, resource, Number(id))) as Row;
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 403 || error.statusCode === 401)) return null;
    throw error;
  }
};

/** One primary-key read for a row's page, none for any other path. */
/** `movedTo`: where a row that is no more now lives (a merged listing), so its page answers 301 there. */
export const pageRows = (crud: Crud, resources: readonly Resource[], movedTo?: MovedTo) => {
  const addressOf = rowAddresses(resources);
  const rowPages = new Map(resources.filter((resource) => resource.page).map((resource) => [resource.page!.slice(1), resource]));
  return async (path: string): Promise<PageRow> => {
    const address = addressOf(path);
    if (address) {
      const row = await publicRow(crud, address);
      const to = row || !isRowNumber(address.id) ? null : await movedTo?.(address.resource, Number(address.id));
      return { resource: address.resource, row, ...(to ? { movedTo: address.resource.page!.replace(':id', String(to)) } : {}) };
    }
    const page = sitePage(path);
    // A row's page with a word for its number (/jobs/latest) names no row: the site shows "Job not found" there.
    const resource = page === null ? undefined : rowPages.get(page);
    return resource ? { resource, row: null } : { resource: null, known: page !== null };
  };
};
