/**
 * Every resource of the API, in the order of families docs/product.md#bases lists; everything else derives from
 * this list.
 */
import type { DeclaredBehaviour } from './behaviours.ts';
import type { Field } from './fields.ts';
import type { Resource } from './resource.ts';
import * as accounts from './resources/accounts.ts';
import * as analytics from './resources/analytics.ts';
import * as auth from './resources/auth.ts';
import * as content from './resources/content.ts';
import * as events from './resources/events.ts';
import * as institutions from './resources/institutions.ts';
import * as jobs from './resources/jobs.ts';
import * as media from './resources/media.ts';
import * as notifications from './resources/notifications.ts';
import * as shop from './resources/shop.ts';
import * as support from './resources/support.ts';

const modules = { accounts, analytics, auth, content, events, institutions, jobs, media, notifications, shop, support };
type Modules = typeof modules;

/** Every resource's name as a type: a misspelt name in a map keyed by resource (hooks, rules) does not compile. */
export type ResourceName = {
  [Family in keyof Modules]: { [Export in keyof Modules[Family]]: Modules[Family][Export] extends Resource<infer Name> ? Name : never }[keyof Modules[Family]];
}[keyof Modules];

/**
 * The names of the resources that declare behaviour `B` in their definition: the server implements it for each of
 * them (src/server/behaviours.ts). A resource whose declared list is not known exactly (built by a function typed
 * `Resource<Name>`) declares none here.
 */
export type Declaring<B extends DeclaredBehaviour> = {
  [Family in keyof Modules]: {
    [Export in keyof Modules[Family]]: Modules[Family][Export] extends Resource<infer Name, Record<string, Field>, infer Declared>
      ? DeclaredBehaviour[] extends Declared
        ? never
        : B extends Declared[number]
          ? Name
          : never
      : never;
  }[keyof Modules[Family]];
}[keyof Modules];

const isResource = (value: unknown): value is Resource<ResourceName> => typeof value === 'object' && value !== null && 'table' in value && 'fields' in value;

export const resources: readonly Resource<ResourceName>[] = Object.values(modules)
  .flatMap((family) => Object.values(family).filter(isResource))
  .sort((a, b) => a.name.localeCompare(b.name));

const byName = new Map<string, Resource>(resources.map((resource) => [resource.name, resource]));

export const findResource = (name: string) => byName.get(name);

export const getResource = (name: string): Resource => {
  const resource = byName.get(name);
  if (!resource) throw new Error(`Unknown resource ${name}`);
  return resource;
};

/** A resource's definition by its name, with its fields as the family file wrote them (for row-type.ts). */
export type ResourceNamed<Name extends ResourceName> = Extract<
  { [Family in keyof Modules]: Modules[Family][keyof Modules[Family]] }[keyof Modules],
  { name: Name }
>;
