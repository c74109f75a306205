/**
 * Shop rows as the API returns them: the resources' rows derived from src/registry/resources/shop.ts, and the
 * answers of src/server/commerce/routes.ts that are not a resource's row, declared in src/registry.
 */
import type { RowOf } from '../../../registry/row-type.ts';

export type Shop = RowOf<'shop/shops'>;

export type Product = RowOf<'shop/products'>;

export type Variant = RowOf<'shop/variants'>;

export type { CartLine } from '../../../registry/cart-line.ts';

export type { DeliveryChoice } from '../../../registry/delivery-choice.ts';

export type { CartQuote as Quote, Delivery, ShopQuote } from '../../../registry/cart-quote.ts';

export type Order = RowOf<'shop/orders'>;

export type PaymentMethod = Order['payment_method'];

export type Payment = RowOf<'shop/payments'>;
