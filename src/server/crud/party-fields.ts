/**
 * Which party of a shared row writes which of its fields (`Party.writes`): an employer moves an application's stage,
 * the applicant writes the cover letter, and neither the other's.
 */
import { ownScope } from '../../registry/access.ts';
import type { Resource } from '../../registry/resource.ts';
import { HttpError } from '../http-error.ts';
import { toColumns, type Row } from './codec.ts';

/** Fields only another party sets (an application's stage is the employer's): not for the one creating the row. */
const othersFields = (resource: Resource) => {
  const own = resource.parties[ownScope]?.writes;
  return Object.entries(resource.parties)
    .filter(([name]) => name !== ownScope)
    .flatMap(([, party]) => party.writes ?? [])
    .filter((field) => !own?.includes(field));
};

/** A 403 when a row being made sets a field another party sets (its default may be sent back as it is). */
export const refuseOthersFields = (resource: Resource, given: Row) => {
  for (const name of othersFields(resource))
    if (given[name] !== undefined && given[name] !== null && given[name] !== resource.fields[name]!.default)
      throw new HttpError(403, `${resource.fields[name]!.label} is set by the other party, not when the ${resource.singular.toLowerCase()} is made.`, {
        [name]: 'You cannot set this.',
      });
};

/** A party changes only its own part of a shared row; `acting` are the parties the writer is to it. */
export const limitToParties = (resource: Resource, acting: string[], before: Row, data: Row) => {
  const parties = acting.map((name) => resource.parties[name]!);
  if (parties.some((party) => !party.writes)) return;
  const allowed = new Set(parties.flatMap((party) => party.writes!));
  const columns = toColumns(resource, data);
  for (const name of Object.keys(data)) {
    if (allowed.has(name)) continue;
    // A client may send a whole row back: unchanged values are no attempt to change them.
    if (String(columns[name] ?? null) === String(before[name] ?? null)) {
      delete data[name];
      continue;
    }
    const may = [...allowed].map((field) => resource.fields[field]!.label!.toLowerCase());
    throw new HttpError(
      403,
      may.length
        ? `As the ${parties[0]!.label} you may change only: ${may.join(', ')}.`
        : `As the ${parties[0]!.label} you may read this ${resource.singular.toLowerCase()} but not change it.`,
      { [name]: `You may not change ${resource.fields[name]!.label!.toLowerCase()}.` },
    );
  }
};
