/**
 * A resource's row as the API answers it, derived from its definition: `RowOf<'shop/orders'>`. The site and the
 * server take a row's type from here, so neither keeps a copy that could drift from the registry. Type-only: code
 * that imports it with `import type` loads nothing of the registry.
 *
 * A field is never null when it is required or has a default, as every row written through the API is (rows older
 * than a field added later may still hold null there; docs/architecture.md, "How to add a field"). A field only
 * some readers see (`readers`, `perk`) may be missing; a password is never answered.
 */
import type { z } from 'zod';
import type { ResourceName, ResourceNamed } from './index.ts';

/** The value a field of this kind is answered as (codec.ts: booleans and JSON are decoded on the way out). */
type ValueOf<F> = F extends { kind: 'integer' | 'number' | 'money' | 'ref' }
  ? number
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'enum'; values: infer V extends readonly string[] }
      ? V[number]
      : F extends { kind: 'gallery' | 'list' }
        ? string[]
        : F extends { kind: 'tags' }
          ? { name: string }[]
          : F extends { kind: 'json'; schema: infer S extends z.ZodType }
            ? z.output<S>
            : string;

type Filled<F> = F extends { required: true } ? true : F extends { default: NonNullable<unknown> } ? true : false;
type Value<F> = Filled<F> extends true ? ValueOf<F> : ValueOf<F> | null;

/** The names the definition wrote, without the index signature every resource's `fields` also has. */
type Named<Fields> = keyof { [K in keyof Fields as string extends K ? never : K]: 0 };
type Hidden<F> = F extends { readers: unknown } ? true : F extends { perk: unknown } ? true : false;

type Row<Fields> = {
  [K in Named<Fields> as Fields[K] extends { kind: 'password' } ? never : Hidden<Fields[K]> extends true ? never : K]: Value<Fields[K]>;
} & {
  [K in Named<Fields> as Fields[K] extends { kind: 'password' } ? never : Hidden<Fields[K]> extends true ? K : never]?: Value<Fields[K]>;
};

type Flat<T> = { [K in keyof T]: T[K] } & {};

/** A row of the named resource, as its list and read routes answer it. */
export type RowOf<Name extends ResourceName> = Flat<Row<ResourceNamed<Name>['fields']>>;
