/**
 * A csv field's text as its filter reads it ("Pre-Primary, Primary" as ", Pre-Primary, Primary, "), so that
 * `%, Primary, %` finds the item Primary and not Pre-Primary. PostgreSQL keeps statistics on this very expression
 * (schema.ts), and uses them only for a filter that names it the same way: without them the planner guesses that
 * 0.5 % of rows hold any item, where "Primary" is in 40 % of schools, and a filtered list read a whole table.
 */
import { sql, type Expression, type RawBuilder } from 'kysely';

export const listItems = (column: Expression<unknown>): RawBuilder<string> => sql<string>`(', ' || ${column} || ', ')`;

/** The pattern that finds `item` in a field's `listItems` (already escaped for LIKE). */
export const itemPattern = (escapedItem: string) => `%, ${escapedItem}, %`;
