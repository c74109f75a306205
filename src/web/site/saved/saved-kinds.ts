/** What can be saved and searched, as the site names and links them; the kinds themselves come from the registry. */
import { savedTargets, type SavedTarget } from '../../../registry/saved-targets.ts';
import { kinds } from '../institutions/kinds.ts';

export type { SavedTarget };

export interface SavedKind {
  label: string;
  plural: string;
  resource: string;
  /** The site path of one row: `${path}/${id}`. */
  path: string;
  /** The field naming a row, and the one saying where it is. */
  title: 'name' | 'title';
  place: 'county' | 'location';
}

export const savedKinds: Record<SavedTarget, SavedKind> = {
  school: { label: kinds.school.singular, plural: kinds.school.label, resource: savedTargets.school, path: kinds.school.path, title: 'name', place: 'county' },
  college: { label: kinds.college.singular, plural: kinds.college.label, resource: savedTargets.college, path: kinds.college.path, title: 'name', place: 'county' },
  university: { label: kinds.university.singular, plural: kinds.university.label, resource: savedTargets.university, path: kinds.university.path, title: 'name', place: 'county' },
  job: { label: 'Job', plural: 'Jobs', resource: savedTargets.job, path: '/jobs', title: 'title', place: 'location' },
};

export const savedTypes = Object.keys(savedKinds) as SavedTarget[];

/** The kind of a directory card, from the directory's path (/institutions/schools → school). */
export const savedTypeOfPath = (path: string) => savedTypes.find((type) => savedKinds[type].path === path) ?? null;

/** The list a saved search is of, as its page calls it. */
export const searchListLabel = (resource: string) => savedTypes.map((type) => savedKinds[type]).find((kind) => kind.resource === resource)?.plural ?? resource;
