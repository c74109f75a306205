import { z } from 'zod';
import { counties } from '../choices.ts';
import { f } from '../fields.ts';
import { as, grants } from '../access.ts';
import { defineResource } from '../resource.ts';
import { ratingFields } from '../rating-fields.ts';

export const paymentMethods = ['mpesa', 'card', 'bank'] as const;
/**
 * An order's life: `pending` (waiting for its payment; the value is kept from before so payments settle it as
 * they always did) → paid → processing → dispatched → delivered, or cancelled / refunded. Who may make which
 * move is in src/server/commerce/order-lifecycle.ts.
 */
export const orderStatuses = ['pending', 'paid', 'processing', 'dispatched', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const deliveryMethods = ['pickup', 'address'] as const;
export const discountKinds = ['percent', 'fixed'] as const;
/** `review`: M-Pesa reported a payment whose amount or phone did not match; a person settles it. */
export const paymentStatuses = ['pending', 'completed', 'failed', 'refunded', 'review'] as const;

export const orderLine = z.object({
  product_id: z.number().int().positive(),
  /** The shop that sells it, so each vendor sees the lines of its own products. */
  shop_id: z.number().int().positive().nullable().optional(),
  /** The variant bought (a size), when the product has variants. */
  variant_id: z.number().int().positive().nullable().optional(),
  variant: z.string().nullable().optional(),
  name: z.string(),
  price: z.number().int().min(0),
  quantity: z.number().int().positive(),
});

export type OrderLine = z.infer<typeof orderLine>;

/** One change of an order's status: who made it, when, from what to what, and why. */
export const orderChange = z.object({
  at: z.string(),
  by: z.number().int().nullable(),
  /** The part the person played: buyer, vendor, admin, or the platform (a payment settling). */
  as: z.string(),
  from: z.enum(orderStatuses).nullable(),
  to: z.enum(orderStatuses),
  note: z.string().max(500).nullable().optional(),
});
export type OrderChange = z.infer<typeof orderChange>;

/** A shop's delivery fees in whole KES: one per county it names, and the fee everywhere else (none: not delivered there). */
export const deliveryFees = z
  .object({
    default: z.number({ error: 'The default fee must be an amount in whole shillings.' }).int().min(0).max(100_000).nullable().optional(),
    counties: z
      .record(z.string(), z.number({ error: 'Each county fee must be an amount in whole shillings.' }).int().min(0).max(100_000))
      .superRefine((fees, context) => {
        const unknown = Object.keys(fees).find((name) => !(counties as readonly string[]).includes(name));
        if (unknown !== undefined)
          context.addIssue({
            code: 'custom',
            message: `"${unknown}" is not a county of Kenya; name each as the county list spells it (Nairobi, Uasin Gishu, Murang'a).`,
          });
      })
      .default({}),
  })
  .strict();
export type DeliveryFees = z.infer<typeof deliveryFees>;

export const shops = defineResource({
  name: 'shop/shops',
  page: '/shops/:id',
  label: 'Shops',
  singular: 'Shop',
  family: 'Shop',
  visibility: 'moderated',
  owned: true,
  grants: grants.listing(['vendor', 'school', 'subscriber']),
  behaviour: ['refuses-delete-while-needed'],
  fields: {
    name: f.text({ label: 'Name', required: true, max: 200 }),
    logo: f.image({ label: 'Logo' }),
    tagline: f.text({ label: 'Tagline', max: 200 }),
    description: f.longText({ label: 'Description' }),
    founded_year: f.integer({ label: 'Year founded', min: 1900, max: 2100 }),
    wholesale_region: f.text({ label: 'Wholesale region', max: 120 }),
    product_focus: f.text({ label: 'Product focus', max: 300 }),
    contact_person: f.text({ label: 'Contact person', max: 120 }),
    email: f.email({ label: 'Email' }),
    phone_landline: f.phone({ label: 'Landline' }),
    phone_mobile: f.phone({ label: 'Mobile' }),
    postal_address: f.text({ label: 'Postal address', max: 200 }),
    physical_address: f.text({ label: 'Physical address', max: 300 }),
    county: f.enum(counties, { label: 'County' }),
    staff_description: f.longText({ label: 'Staff' }),
    agents_for: f.csv({ label: 'Agents for', help: 'Brands you are agents for, separated by commas' }),
    gallery: f.gallery({ label: 'Gallery' }),
    pickup_points: f.list({
      label: 'Pickup points',
      max: 20,
      help: 'Where buyers may collect orders: type a place and press Enter (a comma starts the next place)',
    }),
    delivery_fees: f.json(deliveryFees, {
      label: 'Delivery fees (KES)',
      help: 'e.g. {"default": 600, "counties": {"Nairobi": 250, "Kiambu": 350}}; without it the shop offers pickup only',
    }),
    latitude: f.number({ label: 'Latitude', min: -90, max: 90 }),
    longitude: f.number({ label: 'Longitude', min: -180, max: 180 }),
    ...ratingFields(),
  },
  search: ['name', 'tagline', 'product_focus', 'wholesale_region', 'description'],
  index: ['name', 'wholesale_region', 'county', 'rating', 'rating_score'],
  title: 'name',
  columns: ['name', 'physical_address', 'wholesale_region', 'county', 'moderation'],
  defaultSort: ['name', 'asc'],
});

export const products = defineResource({
  name: 'shop/products',
  page: '/products/:id',
  label: 'Products',
  singular: 'Product',
  family: 'Shop',
  visibility: 'moderated',
  publicWith: 'shop_id',
  owned: true,
  grants: grants.listing(['vendor', 'school', 'subscriber']),
  fields: {
    shop_id: f.ref('shop/shops', { label: 'Shop', required: true, refRule: 'owned' }),
    name: f.text({ label: 'Name', required: true, max: 200 }),
    description: f.longText({ label: 'Description', max: 5000 }),
    category: f.text({ label: 'Category', max: 100 }),
    price: f.money({ label: 'Price (KES)', required: true }),
    stock: f.integer({ label: 'In stock', min: 0, default: 0, live: true }),
    images: f.gallery({ label: 'Images', max: 10 }),
  },
  search: ['name', 'category', 'description'],
  index: ['shop_id', 'category', 'price'],
  title: 'name',
  columns: ['name', 'shop_id', 'category', 'price', 'stock', 'moderation'],
  defaultSort: ['name', 'asc'],
});

export const variants = defineResource({
  name: 'shop/variants',
  label: 'Product variants',
  singular: 'Variant',
  family: 'Shop',
  // A size or colour of a product, seen wherever its product is (and only then); its stock is counted on its own.
  visibility: 'public',
  publicWith: 'product_id',
  owned: true,
  grants: grants.listing(['vendor', 'school', 'subscriber']),
  fields: {
    product_id: f.ref('shop/products', { label: 'Product', required: true, refRule: 'owned' }),
    name: f.text({ label: 'Variant', required: true, max: 80, help: 'e.g. Size 32, Blue' }),
    price: f.money({ label: 'Price (KES)', help: "Empty: the product's price" }),
    stock: f.integer({ label: 'In stock', min: 0, default: 0 }),
    position: f.integer({ label: 'Order shown', min: 0, max: 1000, default: 0 }),
  },
  index: ['product_id'],
  unique: [['product_id', 'name']],
  title: 'name',
  columns: ['name', 'product_id', 'price', 'stock'],
  defaultSort: ['position', 'asc'],
});

export const cart = defineResource({
  name: 'shop/cart',
  label: 'Cart lines',
  singular: 'Cart line',
  family: 'Shop',
  visibility: 'private',
  owned: true,
  grants: grants.personal(),
  behaviour: ['cart-line-names-a-size'],
  fields: {
    product_id: f.ref('shop/products', { label: 'Product', required: true, refRule: 'approved' }),
    variant_id: f.ref('shop/variants', { label: 'Variant' }),
    quantity: f.integer({ label: 'Quantity', required: true, min: 1, max: 1000, default: 1 }),
  },
  unique: [['owner_id', 'product_id', 'variant_id']],
  title: 'id',
  columns: ['owner_id', 'product_id', 'quantity', 'created_at'],
  defaultSort: ['created_at', 'asc'],
});

export const orders = defineResource({
  name: 'shop/orders',
  label: 'Orders',
  singular: 'Order',
  family: 'Shop',
  visibility: 'private',
  owned: true,
  // Orders are made by checkout, one per shop; the shop's vendor sees them and moves their fulfilment through
  // POST /api/shop/orders/{id}/status, which keeps the history. Nothing about an order is written by PATCH.
  parties: { vendor: { path: ['shop_id', 'owner_id'], label: 'shop', writes: [] } },
  grants: grants.merge(grants.personalReadOnly(), {
    vendor: as('vendor', 'list', 'read', 'update'),
    school: as('vendor', 'list', 'read', 'update'),
    subscriber: as('vendor', 'list', 'read', 'update'),
  }),
  behaviour: ['status-moves-by-route'],
  fields: {
    shop_id: f.ref('shop/shops', { label: 'Shop' }),
    lines: f.json(z.array(orderLine).min(1), { label: 'Items', required: true }),
    subtotal: f.money({ label: 'Items (KES)', system: true }),
    delivery_fee: f.money({ label: 'Delivery (KES)', system: true, default: 0 }),
    discount: f.money({ label: 'Discount (KES)', system: true, default: 0 }),
    voucher_code: f.text({ label: 'Voucher', max: 40, system: true }),
    total: f.money({ label: 'Total (KES)', required: true }),
    // Moved only through the status route (order-lifecycle.ts); a PATCH that changes it is refused.
    status: f.enum(orderStatuses, { label: 'Status', default: 'pending' }),
    delivery_method: f.enum(deliveryMethods, { label: 'Delivery', default: 'pickup', system: true }),
    pickup_point: f.text({ label: 'Pickup point', max: 300, system: true }),
    delivery_county: f.text({ label: 'County', max: 80, system: true }),
    delivery_address: f.text({ label: 'Delivery address', max: 300, system: true }),
    delivery_contact: f.text({ label: 'Receiver', max: 120, system: true }),
    delivery_phone: f.phone({ label: 'Receiver phone', system: true }),
    history: f.json(z.array(orderChange), { label: 'History', system: true }),
    payment_method: f.enum(paymentMethods, { label: 'Payment method', default: 'mpesa' }),
    // The Idempotency-Key of the checkout that placed it, stored with the order: a retry whose first answer was
    // lost (a dropped connection after the commit) finds these orders instead of an empty cart.
    checkout_key: f.text({ label: 'Checkout key', max: 200, system: true, readers: [] }),
    phone: f.phone({ label: 'M-Pesa phone' }),
  },
  index: ['status', 'created_at', 'shop_id', 'checkout_key'],
  title: 'id',
  columns: ['id', 'owner_id', 'shop_id', 'total', 'status', 'payment_method', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const payments = defineResource({
  name: 'shop/payments',
  label: 'Payments',
  singular: 'Payment',
  family: 'Shop',
  visibility: 'private',
  owned: true,
  grants: grants.personalReadOnly(),
  fields: {
    // What the payment is for: an order, or a month of a subscription plan.
    order_id: f.ref('shop/orders', { label: 'Order' }),
    subscription_id: f.ref('auth/user-subscriptions', { label: 'Plan subscription', system: true }),
    amount: f.money({ label: 'Amount (KES)', required: true }),
    method: f.enum(paymentMethods, { label: 'Method', required: true }),
    status: f.enum(paymentStatuses, { label: 'Status', default: 'pending' }),
    reference: f.text({ label: 'Reference', max: 60 }),
    provider: f.text({ label: 'Provider', max: 40 }),
    // An STK push: the number asked, Daraja's ids for the request (one push may pay several shops' orders), when
    // it was sent, and M-Pesa's result code and its message for the buyer.
    phone: f.text({ label: 'Phone', max: 20, system: true }),
    checkout_request_id: f.text({ label: 'M-Pesa checkout request', max: 80, system: true }),
    // The request "Try again" replaced: a buyer who pays that earlier prompt late is still recorded as paid.
    earlier_checkout_request_id: f.text({ label: 'Earlier M-Pesa request', max: 80, system: true }),
    merchant_request_id: f.text({ label: 'M-Pesa merchant request', max: 80, system: true }),
    pushed_at: f.datetime({ label: 'Requested at', system: true }),
    result_code: f.integer({ label: 'Result code', system: true }),
    result_message: f.text({ label: 'Result', max: 300, system: true }),
  },
  index: ['order_id', 'subscription_id', 'status', 'created_at', 'checkout_request_id', 'earlier_checkout_request_id', 'phone'],
  title: 'reference',
  columns: ['reference', 'order_id', 'amount', 'method', 'status', 'created_at'],
  defaultSort: ['created_at', 'desc'],
});

export const discounts = defineResource({
  name: 'shop/discounts',
  label: 'Discounts',
  singular: 'Discount',
  family: 'Shop',
  // Codes are given out by shops and checked at checkout; nobody can list them to find one.
  visibility: 'private',
  owned: true,
  grants: grants.merge(grants.editorial(), { vendor: ['create', ...as('own', 'list', 'read', 'update', 'delete')] }),
  behaviour: ['voucher-says-what-it-takes-off'],
  fields: {
    // Unique within a shop, so trying codes cannot tell one shop another's.
    code: f.text({ label: 'Code', required: true, max: 40 }),
    description: f.text({ label: 'Description', max: 300 }),
    kind: f.enum(discountKinds, { label: 'Kind', default: 'percent', help: 'A percentage of the items, or a fixed amount off' }),
    percent: f.integer({ label: 'Percent off', min: 1, max: 100 }),
    amount: f.money({ label: 'Amount off (KES)', min: 1 }),
    min_order: f.money({ label: 'Minimum order (KES)', help: 'The items must come to at least this much' }),
    usage_limit: f.integer({ label: 'Uses allowed', min: 1, help: 'Empty: no limit' }),
    used_count: f.integer({ label: 'Times used', system: true, default: 0 }),
    shop_id: f.ref('shop/shops', { label: 'Shop', required: true, refRule: 'owned' }),
    starts_at: f.date({ label: 'Starts' }),
    ends_at: f.date({ label: 'Ends' }),
    active: f.boolean({ label: 'Active', default: true }),
  },
  index: ['shop_id', 'active'],
  unique: [['shop_id', 'code']],
  title: 'code',
  columns: ['code', 'kind', 'percent', 'amount', 'shop_id', 'ends_at', 'used_count', 'active'],
  defaultSort: ['created_at', 'desc'],
});
