/**
 * What the site-wide search (GET /api/search, the /search page) looks through, in the order its groups are
 * shown, and the bounds of one search. Shared by the server and the site, so both name the groups alike.
 */
export const searchKinds = [
  { kind: 'schools', resource: 'institutions/schools', label: 'Schools', list: '/institutions/schools' },
  { kind: 'colleges', resource: 'institutions/colleges', label: 'Colleges', list: '/institutions/colleges' },
  { kind: 'universities', resource: 'institutions/universities', label: 'Universities', list: '/institutions/universities' },
  { kind: 'jobs', resource: 'jobs/main', label: 'Jobs', list: '/jobs' },
  { kind: 'news', resource: 'content/news', label: 'News', list: '/news' },
] as const;

export type SearchKind = (typeof searchKinds)[number]['kind'];

/** Characters of one search; longer texts are no words anyone types, and each word costs a search per group. */
export const maxSearchLength = 100;
/** Matches shown per group; the group's list page has the rest. */
export const searchGroupSize = 5;

export interface SearchHit {
  id: number;
  title: string;
  /** Where it is (town, county) or who it is from (employer, author). */
  detail: string | null;
  url: string;
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  total: number;
  /** The total is a floor: the search stops counting there. */
  capped: boolean;
  hits: SearchHit[];
}

export interface SearchAnswer {
  q: string;
  groups: SearchGroup[];
  /** When nothing matched: the nearest words that the site's public names hold, which do find something. */
  suggestion: string | null;
}
