/**
 * A party's path, compiled to one SQL condition on the row: "this user is the row's employer" becomes
 * `job_id IN (SELECT id FROM jobs_main WHERE owner_id = ?)`. Lists and reads share the same condition, so a
 * list never shows a row that reading its id would refuse.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Party } from '../../registry/access.ts';
import { getResource } from '../../registry/index.ts';
import type { Resource } from '../../registry/resource.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are derived at run time
export type Eb = ExpressionBuilder<any, any>;
export type Condition = (eb: Eb) => Expression<SqlBool>;

/** A backwards step names another resource's reference to this one: 'jobs/applications.resume_id'. */
const backwards = (step: string) => {
  const dot = step.lastIndexOf('.');
  return step.includes('/') && dot > 0 ? { source: getResource(step.slice(0, dot)), field: step.slice(dot + 1) } : null;
};

const follow = (resource: Resource, table: string, steps: readonly string[], userId: number): Condition => {
  const [step, ...rest] = steps as [string, ...string[]];
  if (!rest.length) return (eb) => eb(`${table}.${step}`, '=', userId);
  const back = backwards(step);
  if (back) {
    const inner = follow(back.source, back.source.table, rest, userId);
    return (eb) => eb(`${table}.id`, 'in', eb.selectFrom(back.source.table).select(`${back.source.table}.${back.field}`).where(inner));
  }
  const target = getResource(resource.fields[step]!.ref!);
  const inner = follow(target, target.table, rest, userId);
  return (eb) => eb(`${table}.${step}`, 'in', eb.selectFrom(target.table).select(`${target.table}.id`).where(inner));
};

export const partyCondition = (resource: Resource, party: Party, userId: number): Condition => follow(resource, resource.table, party.path, userId);

/** Why a path cannot be followed, or null when every step exists: the registry's tests call this. */
export const pathProblem = (resource: Resource, path: readonly string[]): string | null => {
  const [step, ...rest] = path;
  if (!step) return 'the path is empty';
  if (!rest.length) {
    const field = resource.fields[step];
    return field && (field.kind === 'ref' || step === 'id') ? null : `${resource.name}.${step} does not hold a user id`;
  }
  const back = backwards(step);
  if (back) {
    const field = back.source.fields[back.field];
    if (field?.ref !== resource.name) return `${step} does not refer to ${resource.name}`;
    return pathProblem(back.source, rest);
  }
  const field = resource.fields[step];
  if (field?.kind !== 'ref') return `${resource.name}.${step} is not a reference`;
  return pathProblem(getResource(field.ref!), rest);
};
