/**
 * Fields whose values name rows of another resource (`from` in the registry: a user's roles by name, their plan,
 * a job's categories):
 * every value written must be the name of a row that exists, or the write is refused with the choices there are.
 */
import { getResource } from '../../registry/index.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Db } from '../db/dialect.ts';
import { badRequest } from '../http-error.ts';
import type { Row } from './codec.ts';

/** Listed in the message when there are no more than this many; beyond it the list would not help. */
const listedChoices = 30;

export const checkNamedChoices = async (db: Db, resource: Resource, data: Row) => {
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!field.from || data[name] == null) continue;
    // A tags field holds { name } items: each name once, as the list spells it.
    if (field.kind === 'tags') data[name] = [...new Set((data[name] as { name: string }[]).map((tag) => tag.name))].map((tag) => ({ name: tag }));
    const values = field.kind === 'tags' ? (data[name] as { name: string }[]).map((tag) => tag.name) : ((Array.isArray(data[name]) ? data[name] : [data[name]]) as string[]);
    if (!values.length) continue;
    const [targetName, column] = field.from.split(/\.(?=[^.]+$)/) as [string, string];
    const target = getResource(targetName);
    const found = new Set((await db.selectFrom(target.table).select(column).where(column, 'in', values).execute()).map((row) => row[column]));
    const unknown = values.find((value) => !found.has(value));
    if (unknown === undefined) continue;
    const choices = (await db.selectFrom(target.table).select(column).orderBy(column).limit(listedChoices + 1).execute()).map((row) => String(row[column]));
    const listed = choices.length <= listedChoices ? ` Choose from: ${choices.join(', ')}.` : '';
    const message = `${field.label}: "${unknown}" is not one of the ${target.label.toLowerCase()}.${listed}`;
    throw badRequest(message, { [name]: message });
  }
};
