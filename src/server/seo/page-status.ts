/**
 * Whether a public page of one row (the registry's `page`, /institutions/schools/:id) has a row to show: a
 * search engine or link checker must read 404 for a removed or never-approved listing, not a 200 soft error.
 * The answer is the anonymous reader's, through the same access rules as the API's read of the id, so a page is
 * "found" exactly when GET /api/{base}/{id} would give a visitor the row. An owner looking at their own pending
 * listing gets the 404 status too, yet sees the listing: the page reads it with their token.
 */
import type { Crud } from '../crud/service.ts';
import { maxInteger } from '../crud/query.ts';
import { HttpError } from '../http-error.ts';
import type { Resource } from '../../registry/resource.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const pageFinder = (crud: Crud, resources: readonly Resource[]) => {
  const patterns = resources
    .filter((resource) => resource.page)
    .map((resource) => ({ resource, pattern: new RegExp(`^${escape(resource.page!).replace(':id', '([^/]+)')}/?$`) }));

  /** false when the path is a row's page (a number after the list's address) and the row is not there for the public. */
  return async (path: string) => {
    for (const { resource, pattern } of patterns) {
      const id = pattern.exec(path)?.[1];
      // Words after a list's address are its other pages (/jobs/resume, /institutions/schools/primary): the site
      // decides those, and shows its not-found page for any it does not know.
      if (id === undefined || !/^\d+$/.test(id)) continue;
      if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > maxInteger) return false;
      try {
        await crud.findById(null, resource, Number(id));
        return true;
      } catch (error) {
        if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 403 || error.statusCode === 401)) return false;
        throw error;
      }
    }
    return true;
  };
};
