/**
 * The structured facts each directory filters by, with their choices (plain data from the registry's choices, so
 * the public bundle loads no validation code), the fees ceilings offered and the orders a list can take.
 */
import {
  boardingTypes,
  cbcLevels,
  collegeTypes,
  curricula,
  kcseGrades,
  schoolCategories,
  schoolFacilities,
  schoolGenders,
  sponsors,
  universityTypes,
} from '../../../registry/choices.ts';
import type { InstitutionKind } from './kinds.ts';

export interface FactFilter {
  /** The list parameter, also the URL's. */
  name: string;
  label: string;
  /** "All …" */
  any: string;
  values: readonly string[];
}

export const factFilters: Record<InstitutionKind, FactFilter[]> = {
  school: [
    { name: 'cbc_levels', label: 'CBC level', any: 'All levels', values: cbcLevels },
    { name: 'boarding', label: 'Day or boarding', any: 'Day or boarding', values: boardingTypes },
    { name: 'gender', label: 'Boys, girls or mixed', any: 'Boys, girls or mixed', values: schoolGenders },
    { name: 'category', label: 'Category', any: 'All categories', values: schoolCategories },
    { name: 'curriculum', label: 'Curriculum', any: 'All curricula', values: curricula },
    { name: 'sponsor', label: 'Sponsor', any: 'All sponsors', values: sponsors },
    { name: 'facility_tags', label: 'Has facility', any: 'Any facilities', values: schoolFacilities },
    { name: 'kcse_mean_grade', label: 'KCSE mean grade', any: 'Any grade', values: kcseGrades },
  ],
  college: [{ name: 'college_type', label: 'College type', any: 'All types', values: collegeTypes }],
  university: [{ name: 'university_type', label: 'University type', any: 'All types', values: universityTypes }],
};

/** Annual fees ceilings: a school matches when its lowest fees are at most the ceiling. */
export const feeCeilings = [15_000, 50_000, 100_000, 150_000, 300_000, 500_000, 1_000_000];

export interface SortOption {
  key: string;
  label: string;
  query: Record<string, string>;
}

const bestRated: SortOption = { key: 'rating', label: 'Best rated', query: { _sort: 'rating_score,name', _order: 'desc,asc' } };
const byName: SortOption = { key: 'name', label: 'Name A–Z', query: { _sort: 'name', _order: 'asc' } };
const newest: SortOption = { key: 'newest', label: 'Newest listings', query: { _sort: 'created_at', _order: 'desc' } };
// Schools that give no fees are left out of a list ordered by fees, rather than put first or last.
const cheapest: SortOption = { key: 'fees', label: 'Lowest fees', query: { _sort: 'fees_min,name', _order: 'asc,asc', fees_min_gte: '0' } };

/** Nearest first: offered, and the order unless another is chosen, while the list is near a point (docs/near-me.md). */
export const nearestFirst: SortOption = { key: 'distance', label: 'Nearest first', query: { _sort: 'distance' } };

export const sortOptions: Record<InstitutionKind, SortOption[]> = {
  school: [bestRated, cheapest, byName, newest],
  college: [bestRated, byName, newest],
  university: [bestRated, byName, newest],
};
