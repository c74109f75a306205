/**
 * Vouchers: a shop's discount codes, checked by the server against the order they are given for. Each refusal
 * says what is wrong in words a buyer can act on; a use is counted atomically, so a code limited to five uses
 * is used five times however many buyers send it at once.
 */
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { formatKes } from '../../registry/money.ts';

export interface Voucher {
  id: number;
  code: string;
  kind: string | null;
  percent: number | null;
  amount: number | null;
  min_order: number | null;
  usage_limit: number | null;
  used_count: number | null;
  starts_at: string | null;
  ends_at: string | null;
  active: number | boolean | null;
}

const day = (date: string) =>
  new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

const refused = (message: string) => new HttpError(409, message, { voucher: message });

/** A code as buyers type it: spaces and letter case do not matter ("uniform 500" is UNIFORM500). */
export const normaliseCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

export const findVoucher = (db: Db, shopId: number, code: string) =>
  db
    .selectFrom('shop_discounts')
    .select(['id', 'code', 'kind', 'percent', 'amount', 'min_order', 'usage_limit', 'used_count', 'starts_at', 'ends_at', 'active'])
    .where('shop_id', '=', shopId)
    .where((eb) => eb(eb.fn('upper', ['code']), '=', normaliseCode(code)))
    .executeTakeFirst() as Promise<Voucher | undefined>;

/** The shillings a voucher takes off `subtotal` (the items, not delivery) today, or the reason it does not apply. */
export const voucherDiscount = (voucher: Voucher | undefined, code: string, shopName: string, subtotal: number, today: string) => {
  if (!voucher) throw refused(`${shopName} has no voucher ${normaliseCode(code)}; check the code.`);
  if (!voucher.active) throw refused(`The voucher ${voucher.code} is no longer offered.`);
  if (voucher.starts_at && voucher.starts_at.slice(0, 10) > today) throw refused(`This voucher starts on ${day(voucher.starts_at)}.`);
  if (voucher.ends_at && voucher.ends_at.slice(0, 10) < today) throw refused(`This voucher expired on ${day(voucher.ends_at)}.`);
  if (voucher.min_order && subtotal < voucher.min_order)
    throw refused(`The voucher ${voucher.code} applies to orders from ${formatKes(voucher.min_order)}; these items come to ${formatKes(subtotal)}.`);
  if (voucher.usage_limit !== null && (voucher.used_count ?? 0) >= voucher.usage_limit) throw usedUp(voucher.code);
  const off = voucher.kind === 'fixed' ? (voucher.amount ?? 0) : Math.floor((subtotal * (voucher.percent ?? 0)) / 100);
  // A voucher never makes the items cost less than nothing; delivery is paid in full.
  return Math.min(off, subtotal);
};

const usedUp = (code: string) => refused(`The voucher ${code} has been used as many times as it allows.`);

/** Counts one use, only while uses are left: the row count says whether this order got one. */
export const takeVoucherUse = async (db: Db, voucher: Voucher) => {
  const taken = await db
    .updateTable('shop_discounts')
    .set((eb) => ({ used_count: eb(eb.fn.coalesce('used_count', eb.lit(0)), '+', 1) }))
    .where('id', '=', voucher.id)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb(eb.fn.coalesce('used_count', eb.lit(0)), '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  if (!Number(taken.numUpdatedRows)) throw usedUp(voucher.code);
};

/** Counts back the use an order took when the order is undone by its payment failing (never below zero). */
export const returnVoucherUse = (db: Db, shopId: number, code: string) =>
  db
    .updateTable('shop_discounts')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('shop_id', '=', shopId)
    .where('code', '=', code)
    .where('used_count', '>', 0)
    .execute();
