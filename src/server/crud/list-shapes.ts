/**
 * A list's statements compiled once per shape and bound per request. Building and compiling the four Kysely
 * queries of a list (page, public page, two counts) cost more than reading the page's twenty rows; yet the SQL
 * depends only on the query's shape (which filters with how many values, which sort, which reader's reach), never
 * on its values. A shape is compiled with a `Bound` in place of each value of the request; binding replaces each
 * with what it reads from the request.
 */
import type { CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';

/** A request's values, as a list's statements read them. */
export interface ListValues {
  filters: readonly { values: readonly unknown[] }[];
  start: number;
  end: number;
  userId: number | undefined;
}

/** A parameter of a compiled shape that takes its value from the request (`of`). */
export class Bound<V = ListValues> {
  constructor(readonly of: (values: V) => unknown) {}
}

/** `make(value)`, or for a Bound, a Bound of `make` of what it reads: a value derived from one (a LIKE pattern). */
export const derived = <T>(value: unknown, make: (value: T) => unknown): unknown =>
  value instanceof Bound ? new Bound((values) => make(value.of(values) as T)) : make(value as T);

export interface ListStatements<S> {
  page: S;
  publicPage?: S;
  counts: S[];
}

/** A statement of a shape with the request's values in place of its Bounds. */
export const bind = <V = ListValues>(shape: CompiledQuery, values: V): CompiledQuery => ({
  ...shape,
  parameters: shape.parameters.map((parameter) => (parameter instanceof Bound ? (parameter as Bound<V>).of(values) : parameter)),
});

export const createListShapes = () => {
  // Each shape holds its statements' SQL and operation trees (a few tens of kB); real traffic has some tens of shapes.
  const shapes = new LRUCache<string, ListStatements<CompiledQuery>>({ max: 256 });
  /** The statements of the shape `key` (compiled by `compile` the first time) bound to `values`. */
  return (key: string, values: ListValues, compile: () => ListStatements<CompiledQuery>): ListStatements<CompiledQuery> => {
    let shape = shapes.get(key);
    if (!shape) shapes.set(key, (shape = compile()));
    return {
      page: bind(shape.page, values),
      publicPage: shape.publicPage && bind(shape.publicPage, values),
      counts: shape.counts.map((count) => bind(count, values)),
    };
  };
};
