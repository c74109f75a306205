/** Opt-in behaviour a resource needs beyond generic CRUD, registered by the domain modules that own it. */
import type { ResourceName } from '../../registry/index.ts';
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

/** Hooks by the name of the resource they belong to: a name the registry does not hold does not compile. */
export type HookMap = { [Name in ResourceName]?: ResourceHooks[] };

/** Merges hook maps so several modules may add behaviour to one resource. */
export const combineHooks = (...maps: HookMap[]): HookMap => {
  const out: HookMap = {};
  for (const map of maps) for (const [name, hooks] of Object.entries(map) as [ResourceName, ResourceHooks[]][]) out[name] = [...(out[name] ?? []), ...hooks];
  return out;
};

/** The hooks of one resource, in the order their modules were combined. */
export const hooksOf = (map: HookMap, resource: Resource): ResourceHooks[] => map[resource.name as ResourceName] ?? [];
