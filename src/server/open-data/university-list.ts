/**
 * Reads the University Domains List's Kenyan universities (open-data/kenya-universities-hipo.json,
 * docs/data-sources.md) into listings of institutions/universities: the name and the website. The list says
 * nothing of the county, the type or public/private, which the universities' owners or the editors add.
 */
import type { Issue, ListRow, ReadList } from './list-rows.ts';

interface Entry {
  name?: unknown;
  domains?: unknown;
  web_pages?: unknown;
}

const firstText = (value: unknown) => (Array.isArray(value) && typeof value[0] === 'string' ? value[0].trim() : '');

/** `year`: the list has no date of its own; the copy in open-data/ is the list as it stood in 2025. */
export const readUniversityList = (text: string, year = 2025): ReadList => {
  const entries = JSON.parse(text) as unknown;
  if (!Array.isArray(entries)) throw new Error('this is not the University Domains List: it is not a JSON array of universities.');
  const rows: ListRow[] = [];
  const issues: Issue[] = [];
  for (const [index, entry] of (entries as Entry[]).entries()) {
    // A JSON file has no lines worth naming: the row is the university's place in the list, from 1.
    const line = index + 1;
    const domain = firstText(entry?.domains).toLowerCase();
    if (!domain) {
      issues.push({ line, field: 'domains', reason: 'the university has no web domain, so a later list could not find it again.', refused: true });
      continue;
    }
    rows.push({
      line,
      source: 'University Domains List',
      year,
      id: domain,
      values: {
        name: typeof entry.name === 'string' ? entry.name.replace(/\s+/g, ' ').trim() : null,
        website: firstText(entry.web_pages) || null,
        // The list does not say; the registry's default (public) would be a guess.
        is_public: null,
      },
    });
  }
  return { rows, issues, read: entries.length, located: 0 };
};
