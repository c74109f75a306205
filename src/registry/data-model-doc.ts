/** Renders docs/data-model.md from the registry, so the document can never drift from the code. */
import { actions } from './access.ts';
import { behaviourOf, behaviours } from './behaviours.ts';
import type { Field } from './fields.ts';
import { families, type Resource } from './resource.ts';

const describeField = (field: Field) => {
  const notes = [
    field.required && 'required',
    field.system && 'set by the server',
    field.staff && 'staff only',
    field.unique && 'unique',
    field.values && `one of ${field.values.map((v) => `\`${v}\``).join(', ')}`,
    field.ref && `→ \`${field.ref}\``,
    field.default !== undefined && `default ${field.default === 'now' ? 'the current time' : `\`${JSON.stringify(field.default)}\``}`,
    field.min !== undefined && `min ${field.min}`,
    field.max !== undefined && `max ${field.max}`,
    field.year && 'a year, up to the current one',
    field.pattern && field.pattern.message,
    field.atLeast && `at least \`${field.atLeast}\``,
    field.readers && `seen only by ${field.readers.join(', ')} and staff`,
    field.live && "an owner's change goes live without review",
    field.refRule === 'owned' && "must be the writer's own",
    field.refRule === 'approved' && 'must be approved',
    field.refRule === 'approved-not-own' && "must be approved and not the writer's own",
  ].filter(Boolean);
  return notes.join('; ');
};

const visibilityText = {
  public: 'everyone sees every row',
  moderated: 'everyone sees approved rows; owners and staff see the rest',
  private: 'only the parties to a row and admins',
};

const partiesText = (resource: Resource) =>
  Object.entries(resource.parties)
    .map(([name, party]) => `\`${name}\` (${party.path.join(' → ')}${party.writes ? `; changes ${party.writes.join(', ') || 'nothing'}` : ''})`)
    .join(', ');

/** What the server does when a row is written, beyond storing it, in the order it does it. */
const behaviourSection = (resource: Resource) => {
  const own = behaviourOf(resource);
  if (!own.length) return [];
  return ['When a row is written:', '', ...own.map((name) => `- \`${name}\`: ${behaviours[name].does}`), ''];
};

const resourceSection = (resource: Resource) => {
  const grants = Object.entries(resource.grants)
    .map(([role, list]) => `${role}: ${list!.join(', ')}`)
    .join('; ');
  return [
    `### \`/api/${resource.name}\` — ${resource.label}`,
    '',
    `Table \`${resource.table}\`. Visibility: ${visibilityText[resource.visibility]}.` +
      (resource.open.length ? ` Open to anyone: ${resource.open.join(', ')}.` : '') +
      (resource.offers.length < actions.length ? ` The API offers only ${resource.offers.join(', ')}: the server writes its rows.` : '') +
      (resource.audited ? '' : ' Writes are not in the audit log.') +
      (Object.keys(resource.parties).length ? ` Parties: ${partiesText(resource)}.` : '') +
      ` Seeded grants: ${grants || 'admin only'}.` +
      (resource.byline ? ' Rows show the author as a display name.' : '') +
      (resource.search.length ? ` Full-text search (\`q\`) over ${resource.search.join(', ')}.` : ''),
    '',
    ...behaviourSection(resource),
    '| field | kind | notes |',
    '|---|---|---|',
    ...Object.entries(resource.fields).map(
      ([name, field]) => `| \`${name}\` | ${field.kind} | ${field.label}${describeField(field) ? `; ${describeField(field)}` : ''} |`,
    ),
    '',
  ].join('\n');
};

export const dataModelDoc = (resources: readonly Resource[]) =>
  [
    '# Data model',
    '',
    'Generated from `src/registry` (run `UPDATE_DOCS=1 npx vitest run tests/registry/data-model-doc.test.ts` after a change).',
    'Every row has `id`, `created_at` and `updated_at`. Money is whole Kenyan shillings. Dates are `YYYY-MM-DD`,',
    'times ISO-8601 in UTC. Lists (`gallery`, `list`, `tags`, `json`) are stored as JSON text; `csv` is',
    'comma-separated text whose equality filter means "contains this item". `staff only` fields are ignored',
    'unless the user may change every row of the resource (admin, editor); `set by the server` fields are',
    'never taken from a request.',
    '',
    ...families.flatMap((family) => [`## ${family}`, '', ...resources.filter((r) => r.family === family).map(resourceSection)]),
  ].join('\n');
