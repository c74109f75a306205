/**
 * Rules of the shop's rows beyond their fields: a cart line of a product sold in sizes names one of its sizes;
 * a voucher says how much it takes off; an order's status moves only through its lifecycle route.
 */
import type { BehaviourHooks } from '../crud/hooks.ts';
import type { Row } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { normaliseCode } from './vouchers.ts';

const checkVariant = async (db: Db, values: Row, before: Row | null) => {
  const productId = (values.product_id ?? before?.product_id) as number | undefined;
  if (!productId) return;
  const variantId = (values.variant_id === undefined ? before?.variant_id : values.variant_id) as number | null | undefined;
  const sizes = await db.selectFrom('shop_variants').select(['id']).where('product_id', '=', productId).execute();
  if (sizes.length && !variantId) throw badRequest('Choose a size (or variant) of this product.', { variant_id: 'Choose a size.' });
  if (variantId && !sizes.some((v) => v.id === variantId))
    throw badRequest('That size is not one of this product’s.', { variant_id: 'Choose one of the sizes listed for this product.' });
};

/** One line per product and size: the unique index cannot see two lines without a size (NULL) as the same. */
const checkNewLine = async (db: Db, values: Row) => {
  if (values.variant_id) return;
  const line = await db
    .selectFrom('shop_cart')
    .select('id')
    .where('owner_id', '=', values.owner_id as number)
    .where('product_id', '=', values.product_id as number)
    .where('variant_id', 'is', null)
    .executeTakeFirst();
  if (line) throw new HttpError(409, 'This cart line already exists.');
};

/** A voucher's code is kept as buyers' codes are compared, so the shop's unique codes are unique as typed. */
const checkDiscount = (values: Row, before: Row | null) => {
  if (typeof values.code === 'string') values.code = normaliseCode(values.code);
  const merged = { ...before, ...values };
  if (merged.starts_at && merged.ends_at && String(merged.ends_at) < String(merged.starts_at))
    throw badRequest('A voucher cannot end before it starts.', { ends_at: 'Choose an end on or after the start.' });
  if (merged.kind === 'fixed' && !merged.amount) throw badRequest('Enter the amount a fixed voucher takes off.', { amount: 'Enter the amount off.' });
  if (merged.kind !== 'fixed' && !merged.percent) throw badRequest('Enter the percentage a voucher takes off.', { percent: 'Enter the percent off.' });
};

export const cartLineNamesASize: BehaviourHooks<'cart-line-names-a-size'> = {
  'shop/cart': {
    beforeCreate: async (values, { db }) => {
      await checkVariant(db, values, null);
      await checkNewLine(db, values);
    },
    beforeUpdate: (values, before, { db }) => checkVariant(db, values, before),
  },
};

export const voucherSaysWhatItTakesOff: BehaviourHooks<'voucher-says-what-it-takes-off'> = {
  'shop/discounts': { beforeCreate: (values) => checkDiscount(values, null), beforeUpdate: checkDiscount },
};

export const statusMovesByRoute: BehaviourHooks<'status-moves-by-route'> = {
  'shop/orders': {
    beforeUpdate(values, before) {
      if (values.status !== undefined && values.status !== before.status)
        throw new HttpError(409, 'An order’s status changes through POST /api/shop/orders/{id}/status, which keeps its history.', {
          status: 'Use the order’s status actions.',
        });
    },
  },
};
