/**
 * What a cart costs, shop by shop: the items, the delivery the buyer chose and the voucher they gave, all priced
 * by the server from the rows as they are now. The cart page shows it before paying, and checkout charges it.
 */
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { maxInteger } from '../crud/query.ts';
import { arrangeDelivery, feeTable, pickupPoints, type Delivery, type DeliveryChoice, type ShopDelivery } from './delivery.ts';
import { findVoucher, voucherDiscount, type Voucher } from './vouchers.ts';
import { formatKes } from '../../registry/money.ts';

export const cartLines = (db: Db, userId: number) =>
  db
    .selectFrom('shop_cart')
    .innerJoin('shop_products', 'shop_products.id', 'shop_cart.product_id')
    .innerJoin('shop_shops', 'shop_shops.id', 'shop_products.shop_id')
    .leftJoin('shop_variants', (join) =>
      join.onRef('shop_variants.id', '=', 'shop_cart.variant_id').onRef('shop_variants.product_id', '=', 'shop_cart.product_id'),
    )
    .select([
      'shop_cart.id',
      'shop_cart.product_id',
      'shop_cart.variant_id',
      'shop_cart.quantity',
      'shop_products.name',
      'shop_products.price',
      'shop_products.stock',
      'shop_products.shop_id',
      'shop_products.images',
      'shop_products.moderation',
      'shop_shops.moderation as shop_moderation',
      'shop_variants.name as variant',
      'shop_variants.price as variant_price',
      'shop_variants.stock as variant_stock',
    ])
    .where('shop_cart.owner_id', '=', userId)
    .orderBy('shop_cart.created_at')
    .orderBy('shop_cart.id')
    .execute();

export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/** A line's own price and stock: its variant's when it has one, the product's otherwise. */
export const unitPrice = (line: CartLine) => (line.variant_id ? (line.variant_price ?? line.price) : line.price) as number;
export const inStock = (line: CartLine) => (line.variant_id ? (line.variant_stock ?? 0) : line.stock) as number;
export const lineName = (line: { name: unknown; variant?: unknown }) => (line.variant ? `${line.name} (${line.variant})` : (line.name as string));

export interface ShopQuote {
  shop: { id: number; name: string; pickup_points: string[]; delivers: boolean };
  lines: CartLine[];
  subtotal: number;
  delivery: Delivery;
  voucher: Voucher | null;
  discount: number;
  total: number;
}

const shopsOf = (db: Db, ids: number[]) =>
  db.selectFrom('shop_shops').select(['id', 'name', 'physical_address', 'pickup_points', 'delivery_fees']).where('id', 'in', ids).execute() as Promise<
    ShopDelivery[]
  >;

/** Prices every shop's part of the cart; refuses (4xx) a choice or voucher that does not apply. A draft needs no address yet. */
export const priceCart = async (db: Db, lines: CartLine[], choices: readonly DeliveryChoice[], today: string, draft = false): Promise<ShopQuote[]> => {
  const byShop = new Map<number, CartLine[]>();
  for (const line of lines) byShop.set(line.shop_id as number, [...(byShop.get(line.shop_id as number) ?? []), line]);
  const stray = choices.find((choice) => !byShop.has(choice.shop_id));
  if (stray) throw badRequest(`Your cart has nothing from shop ${stray.shop_id}; check your cart again.`);
  const shops = new Map((await shopsOf(db, [...byShop.keys()])).map((shop) => [shop.id, shop]));
  const quotes: ShopQuote[] = [];
  for (const [shopId, shopLines] of byShop) {
    const shop = shops.get(shopId)!;
    const choice = choices.find((c) => c.shop_id === shopId);
    const subtotal = shopLines.reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0);
    const delivery = arrangeDelivery(shop, choice, draft);
    const voucher = choice?.voucher ? ((await findVoucher(db, shopId, choice.voucher)) ?? null) : null;
    const discount = choice?.voucher ? voucherDiscount(voucher ?? undefined, choice.voucher, shop.name, subtotal, today) : 0;
    const total = subtotal - discount + delivery.delivery_fee;
    if (total > maxInteger) throw badRequest(`An order of ${formatKes(total)} is more than one payment can carry; split it into smaller orders.`);
    const fees = feeTable(shop);
    quotes.push({
      shop: {
        id: shopId,
        name: shop.name,
        pickup_points: pickupPoints(shop),
        delivers: Boolean(fees && (fees.default != null || Object.keys(fees.counties).length)),
      },
      lines: shopLines,
      subtotal,
      delivery,
      voucher,
      discount,
      total,
    });
  }
  return quotes;
};

/** Refuses a cart with something no longer on sale or short of stock, naming the item. */
export const checkAvailable = (lines: CartLine[]) => {
  const unavailable = lines.find((l) => l.moderation !== 'approved' || l.shop_moderation !== 'approved');
  if (unavailable) throw new HttpError(409, `${unavailable.name} is not on sale at the moment; remove it from your cart.`);
  const unsized = lines.find((l) => l.variant_id && l.variant === null);
  if (unsized) throw new HttpError(409, `The size of ${unsized.name} you chose is no longer sold; remove it and choose again.`);
  const short = lines.find((l) => inStock(l) < l.quantity);
  if (short) throw new HttpError(409, `Only ${inStock(short)} of ${lineName(short)} left in stock; reduce the quantity.`);
};
