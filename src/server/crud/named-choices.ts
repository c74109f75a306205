/**
 * Fields whose values name rows of another resource (`from` in the registry: a user's roles by name, their plan,
 * a job's categories, a listing's town):
 * every value written must be the name of a row that exists, or the write is refused with the choices there are.
 * A field `within` another (a town within the county) must name a row that matches that field too.
 */
import { getResource } from '../../registry/index.ts';
import type { Field } from '../../registry/fields.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Db } from '../db/dialect.ts';
import { badRequest } from '../http-error.ts';
import type { Row } from './codec.ts';

/** Listed in the message when there are no more than this many; beyond it the list would not help. */
const listedChoices = 30;

const refuse = (name: string, message: string) => badRequest(message, { [name]: message });

/**
 * A town and its county are checked together whenever either is written, taking the other from the stored row:
 * a new county with the old town is refused too. A row that is not written keeps whatever it holds.
 */
const checkWithin = async (db: Db, name: string, field: Field, data: Row, before: Row | undefined) => {
  const within = field.within!;
  if (!(name in data) && !(within in data)) return;
  const value = name in data ? data[name] : before?.[name];
  if (value == null) return;
  const context = within in data ? data[within] : before?.[within];
  const [targetName, column] = field.from!.split(/\.(?=[^.]+$)/) as [string, string];
  const target = getResource(targetName);
  const around = target.fields[within]!.label!.toLowerCase();
  if (context == null) throw refuse(name, `${field.label}: choose the ${around} first; the ${field.label!.toLowerCase()} is picked within it.`);
  const found = await db.selectFrom(target.table).select(column).where(column, '=', value).where(within, '=', context).executeTakeFirst();
  if (found) return;
  const choices = (
    await db
      .selectFrom(target.table)
      .select(column)
      .where(within, '=', context)
      .orderBy(column)
      .limit(listedChoices + 1)
      .execute()
  ).map((row) => String(row[column]));
  const listed = choices.length && choices.length <= listedChoices ? ` Choose from: ${choices.join(', ')}.` : '';
  throw refuse(
    name,
    `${field.label}: "${String(value)}" is not listed for ${String(context)}.${listed} An admin adds a missing one under ${target.family} → ${target.label}.`,
  );
};

export const checkNamedChoices = async (db: Db, resource: Resource, data: Row, before?: Row) => {
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.from && field.within) {
      await checkWithin(db, name, field, data, before);
      continue;
    }
    if (!field.from || data[name] == null) continue;
    // A tags field holds { name } items: each name once, as the list spells it.
    if (field.kind === 'tags') data[name] = [...new Set((data[name] as { name: string }[]).map((tag) => tag.name))].map((tag) => ({ name: tag }));
    const values =
      field.kind === 'tags' ? (data[name] as { name: string }[]).map((tag) => tag.name) : ((Array.isArray(data[name]) ? data[name] : [data[name]]) as string[]);
    if (!values.length) continue;
    const [targetName, column] = field.from.split(/\.(?=[^.]+$)/) as [string, string];
    const target = getResource(targetName);
    const found = new Set((await db.selectFrom(target.table).select(column).where(column, 'in', values).execute()).map((row) => row[column]));
    const unknown = values.find((value) => !found.has(value));
    if (unknown === undefined) continue;
    const choices = (
      await db
        .selectFrom(target.table)
        .select(column)
        .orderBy(column)
        .limit(listedChoices + 1)
        .execute()
    ).map((row) => String(row[column]));
    const listed = choices.length <= listedChoices ? ` Choose from: ${choices.join(', ')}.` : '';
    const message = `${field.label}: "${unknown}" is not one of the ${target.label.toLowerCase()}.${listed}`;
    throw refuse(name, message);
  }
};
