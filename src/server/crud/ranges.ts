/**
 * Two fields that make a range (annual fees from and up to): the upper end may not be below the lower one. Both
 * ends are checked whenever either is written, the other taken from the stored row, so raising only the lower
 * end above the stored upper one is refused too.
 */
import type { Resource } from '../../registry/resource.ts';
import { badRequest } from '../http-error.ts';
import type { Row } from './codec.ts';
import { formatKes } from '../../registry/money.ts';

/** 150000 as "KES 150,000" for money; other numbers as they are. */
const amount = (value: number, money: boolean) => (money ? formatKes(value) : value.toLocaleString('en-KE'));

/** A label without its unit in brackets: "Annual fees from (KES)" → "Annual fees from". */
const bare = (label: string) => label.replace(/\s*\([^)]*\)$/, '');

export const checkRanges = (resource: Resource, data: Row, before?: Row) => {
  for (const [name, field] of Object.entries(resource.fields)) {
    const lowName = field.atLeast;
    if (!lowName || (!(name in data) && !(lowName in data))) continue;
    const high = name in data ? data[name] : before?.[name];
    const low = lowName in data ? data[lowName] : before?.[lowName];
    if (typeof high !== 'number' || typeof low !== 'number' || high >= low) continue;
    const money = field.kind === 'money';
    const message = `${bare(field.label!)} (${amount(high, money)}) must be at least ${bare(resource.fields[lowName]!.label!).toLowerCase()} (${amount(low, money)}).`;
    // The message sits by whichever end was just typed; by the upper end when both were.
    throw badRequest(message, { [name in data ? name : lowName]: message });
  }
};
