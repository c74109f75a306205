/**
 * Hooks: how the server does what a resource declares beyond generic CRUD (its `behaviour`, src/registry/behaviours.ts).
 * Each behaviour is implemented once, by the domain module that owns it, and collected in src/server/behaviours.ts.
 */
import type { BehaviourName, RuledBehaviour } from '../../registry/behaviours.ts';
import type { Declaring, ResourceName } from '../../registry/index.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import type { Db } from '../db/dialect.ts';
import type { Row } from './codec.ts';

export interface WriteContext {
  db: Db;
  user: Principal;
  resource: Resource;
  /** Runs `work` once the write is committed (an email), never when it is rolled back. */
  afterCommit(work: () => void): void;
}

export interface ResourceHooks {
  /** Before a new row is stored; may fill or refuse values (throw an HttpError). Values are columns. */
  beforeCreate?(values: Row, context: WriteContext): Promise<void> | void;
  /** Before a row is changed; `values` are the columns about to be written. May refuse (throw an HttpError). */
  beforeUpdate?(values: Row, before: Row, context: WriteContext): Promise<void> | void;
  /** After a row was created, changed or deleted, inside the same transaction. */
  afterChange?(change: { before: Row | null; after: Row | null }, context: WriteContext): Promise<void> | void;
}

/**
 * The implementation of behaviour `B`. One that applies by a rule is one set of hooks for every resource the rule
 * picks (it reads the resource from its context). A declared one is a set of hooks for each resource that declares
 * it, keyed by name: a key missing, or one for a resource that does not declare it, does not compile; and if no
 * resource declares it, the type is `never`, so its implementation does not compile either.
 */
export type BehaviourHooks<B extends BehaviourName> = B extends RuledBehaviour
  ? ResourceHooks
  : [Declaring<Exclude<B, RuledBehaviour>>] extends [never]
    ? never
    : { [Name in Declaring<Exclude<B, RuledBehaviour>>]: ResourceHooks };

/** Hooks by the name of the resource they belong to, in the order they run: built by src/server/behaviours.ts. */
export type HookMap = { [Name in ResourceName]?: ResourceHooks[] };

/** The hooks of one resource, in the order they run. */
export const hooksOf = (map: HookMap, resource: Resource): ResourceHooks[] => map[resource.name as ResourceName] ?? [];
