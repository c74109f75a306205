/**
 * Where a listing came from when it was loaded from an open list (docs/data-sources.md), and when a person last
 * wrote it. The import matches a list's row to its listing by (source, source_id), and leaves alone any listing a
 * person has written since: `edited_at` is set by every write through the API, never by the import.
 */
import { f } from './fields.ts';

/** The open lists listings are loaded from; the site words each as "From … , {year}". */
export const openSources = ['Ministry of Education', 'Open Data Kenya', 'University Domains List'] as const;
export type OpenSource = (typeof openSources)[number];

export const provenanceFields = () => ({
  source: f.enum(openSources, { label: 'Source', system: true }),
  source_year: f.integer({ label: 'Source year', system: true }),
  source_id: f.text({ label: 'Id in the source', max: 40, system: true }),
  edited_at: f.datetime({ label: 'Last edited by a person', system: true }),
});

/** Each list as the change history names it, with its year: "Ministry of Education's list of schools, 2016". */
const listTitles: Record<OpenSource, string> = {
  'Ministry of Education': "Ministry of Education's list of schools",
  'Open Data Kenya': "Open Data Kenya's list of schools",
  'University Domains List': 'University Domains List',
};

export const openListTitle = (source: OpenSource, year: number | null | undefined) => (year ? `${listTitles[source]}, ${year}` : listTitles[source]);
