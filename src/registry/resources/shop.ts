import { z } from 'zod';
import { f } from '../fields.ts';
import { as, grants } from '../access.ts';
import { defineResource } from '../resource.ts';

export const paymentMethods = ['mpesa', 'card', 'bank'] as const;
export const orderStatuses = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export const paymentStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;

export const orderLine = z.object({
  product_id: z.number().int().positive(),
  /** The shop that sells it, so each vendor sees the lines of its own products. */
  shop_id: z.number().int().positive().nullable().optional(),
  name: z.string(),
  price: z.number().int().min(0),
  quantity: z.number().int().positive(),
});

export const shops = defineResource({
  name: 'shop/shops',
  label: 'Shops',
  singular: 'Shop',
  family: 'Shop',
  visibility: 'moderated',
  owned: true,
  grants: grants.listing(['vendor', 'school', 'subscriber']),
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
    county: f.text({ label: 'County', max: 80 }),
    staff_description: f.longText({ label: 'Staff' }),
    agents_for: f.csv({ label: 'Agents for', help: 'Brands you are agents for, separated by commas' }),
    gallery: f.gallery({ label: 'Gallery' }),
    latitude: f.number({ label: 'Latitude', min: -90, max: 90 }),
    longitude: f.number({ label: 'Longitude', min: -180, max: 180 }),
    rating: f.number({ label: 'Rating', system: true, default: 0 }),
    review_count: f.integer({ label: 'Reviews', system: true, default: 0 }),
  },
  search: ['name', 'tagline', 'product_focus', 'wholesale_region', 'description'],
  index: ['name', 'wholesale_region', 'county', 'rating'],
  title: 'name',
  columns: ['name', 'physical_address', 'wholesale_region', 'county', 'moderation'],
  defaultSort: ['name', 'asc'],
});

export const products = defineResource({
  name: 'shop/products',
  label: 'Products',
  singular: 'Product',
  family: 'Shop',
  visibility: 'moderated',
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

export const cart = defineResource({
  name: 'shop/cart',
  label: 'Cart lines',
  singular: 'Cart line',
  family: 'Shop',
  visibility: 'private',
  owned: true,
  grants: grants.personal(),
  fields: {
    product_id: f.ref('shop/products', { label: 'Product', required: true, refRule: 'approved' }),
    quantity: f.integer({ label: 'Quantity', required: true, min: 1, max: 1000, default: 1 }),
  },
  unique: [['owner_id', 'product_id']],
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
  // Orders are made by checkout, one per shop; the shop's vendor sees them and moves their fulfilment.
  parties: { vendor: { path: ['shop_id', 'owner_id'], label: 'shop', writes: ['status'] } },
  grants: grants.merge(grants.personalReadOnly(), {
    vendor: as('vendor', 'list', 'read', 'update'),
    school: as('vendor', 'list', 'read', 'update'),
    subscriber: as('vendor', 'list', 'read', 'update'),
  }),
  fields: {
    shop_id: f.ref('shop/shops', { label: 'Shop' }),
    lines: f.json(z.array(orderLine).min(1), { label: 'Items', required: true }),
    total: f.money({ label: 'Total (KES)', required: true }),
    status: f.enum(orderStatuses, { label: 'Status', default: 'pending' }),
    payment_method: f.enum(paymentMethods, { label: 'Payment method', default: 'mpesa' }),
    phone: f.phone({ label: 'M-Pesa phone' }),
  },
  index: ['status', 'created_at', 'shop_id'],
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
    order_id: f.ref('shop/orders', { label: 'Order', required: true }),
    amount: f.money({ label: 'Amount (KES)', required: true }),
    method: f.enum(paymentMethods, { label: 'Method', required: true }),
    status: f.enum(paymentStatuses, { label: 'Status', default: 'pending' }),
    reference: f.text({ label: 'Reference', max: 60 }),
    provider: f.text({ label: 'Provider', max: 40 }),
  },
  index: ['order_id', 'status', 'created_at'],
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
  fields: {
    // Unique within a shop, so trying codes cannot tell one shop another's.
    code: f.text({ label: 'Code', required: true, max: 40 }),
    description: f.text({ label: 'Description', max: 300 }),
    percent: f.integer({ label: 'Percent off', required: true, min: 1, max: 100 }),
    shop_id: f.ref('shop/shops', { label: 'Shop', required: true, refRule: 'owned' }),
    starts_at: f.date({ label: 'Starts' }),
    ends_at: f.date({ label: 'Ends' }),
    active: f.boolean({ label: 'Active', default: true }),
  },
  index: ['shop_id', 'active'],
  unique: [['shop_id', 'code']],
  title: 'code',
  columns: ['code', 'percent', 'shop_id', 'starts_at', 'ends_at', 'active'],
  defaultSort: ['created_at', 'desc'],
});
