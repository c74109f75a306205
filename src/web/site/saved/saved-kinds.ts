/**
 * What can be saved and searched, as the site links them; the kinds themselves come from the registry. A kind's
 * name is the catalogue's (`choice.target_type.<type>`, and `saved.page.list.<type>` for the list a search is of).
 */
import { savedTargets, type SavedTarget } from '../../../registry/saved-targets.ts';
import { kinds } from '../institutions/kinds.ts';

export type { SavedTarget };

export interface SavedKind {
  resource: string;
  /** The site path of one row: `${path}/${id}`. */
  path: string;
  /** The field naming a row, and the one saying where it is. */
  title: 'name' | 'title';
  place: 'county' | 'location';
}

export const savedKinds: Record<SavedTarget, SavedKind> = {
  school: { resource: savedTargets.school, path: kinds.school.path, title: 'name', place: 'county' },
  college: { resource: savedTargets.college, path: kinds.college.path, title: 'name', place: 'county' },
  university: { resource: savedTargets.university, path: kinds.university.path, title: 'name', place: 'county' },
  job: { resource: savedTargets.job, path: '/jobs', title: 'title', place: 'location' },
};

export const savedTypes = Object.keys(savedKinds) as SavedTarget[];

/** The kind of a directory card, from the directory's path (/institutions/schools → school). */
export const savedTypeOfPath = (path: string) => savedTypes.find((type) => savedKinds[type].path === path) ?? null;

/** The kind whose list a saved search is of, from the search's resource. */
export const savedTypeOfResource = (resource: string) => savedTypes.find((type) => savedKinds[type].resource === resource) ?? null;
