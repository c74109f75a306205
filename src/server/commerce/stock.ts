/**
 * Taking items off the shelf and putting them back: each line's size (variant) or its product. Taking is one
 * `UPDATE … SET stock = stock - q WHERE stock >= q`, so two buyers of the last item cannot both have it.
 */
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { lineName } from './pricing.ts';

export interface StockLine {
  product_id: number;
  variant_id?: number | null;
  quantity: number;
  name: unknown;
  variant?: unknown;
}

/**
 * The rows a set of lines touches, always in one order (sizes before products, each by id): two checkouts of the
 * same items in different cart orders then queue on the first row instead of each holding what the other waits
 * for (a deadlock on PostgreSQL).
 */
const inLockOrder = (lines: readonly StockLine[]) =>
  [...lines].sort((a, b) => Number(!a.variant_id) - Number(!b.variant_id) || (a.variant_id ?? a.product_id) - (b.variant_id ?? b.product_id));

export const takeStock = async (db: Db, lines: readonly StockLine[]) => {
  for (const l of inLockOrder(lines)) {
    const taken = await db
      .updateTable(l.variant_id ? 'shop_variants' : 'shop_products')
      .set((eb) => ({ stock: eb('stock', '-', l.quantity) }))
      .where('id', '=', l.variant_id ?? l.product_id)
      .where('stock', '>=', l.quantity)
      .executeTakeFirst();
    if (!Number(taken.numUpdatedRows)) throw new HttpError(409, `${lineName(l)} has just sold out; reduce the quantity.`);
  }
};

/** Puts a cancelled order's items back on the shelf. */
export const restock = async (db: Db, lines: readonly StockLine[]) => {
  for (const line of inLockOrder(lines))
    await db
      .updateTable(line.variant_id ? 'shop_variants' : 'shop_products')
      .set((eb) => ({ stock: eb('stock', '+', line.quantity) }))
      .where('id', '=', line.variant_id ?? line.product_id)
      .execute();
};
