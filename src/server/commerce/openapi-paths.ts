/** The shop's own routes in the OpenAPI document, with their limits named from the constants the routes check. */
import { orderStatuses } from '../../registry/resources/shop.ts';
import { maxShopsPerCheckout } from './routes.ts';
import { maxExportRows } from './sales-routes.ts';

const tags = ['Shop'];
export const error = {
  description: 'Refused, with {message} and, for a field, errors',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};
export const object = (description: string) => ({ description, content: { 'application/json': { schema: { type: 'object' } } } });
export const id = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
const choices = {
  type: 'array',
  maxItems: maxShopsPerCheckout,
  description: `One per shop in the cart (at most ${maxShopsPerCheckout}): delivery {method: pickup|address, pickup_point, county, address (≤ 300 characters), contact, phone} and voucher (≤ 40 characters). A shop without one is collected at its first pickup point. The fee is the shop's, never the client's.`,
  items: { type: 'object' },
};
const period = [
  { name: 'from', in: 'query', schema: { type: 'string', format: 'date' }, description: 'Orders made on or after this day' },
  { name: 'to', in: 'query', schema: { type: 'string', format: 'date' }, description: 'Orders made on or before this day' },
];

export const shopPaths = {
  '/api/shop/cart/quote': {
    post: {
      tags,
      summary: "The signed-in member's cart priced shop by shop: items, delivery, voucher and total",
      requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { orders: choices } } } } },
      responses: { 200: object('{shops: [{shop, lines, subtotal, delivery, voucher, discount, total}], total}'), 400: error, 401: error, 409: error },
    },
  },
  '/api/shop/checkout': {
    post: {
      tags,
      summary:
        'Turns the cart into one order and payment per shop. A test payment is settled at once; M-Pesa sends one STK push for all of them and leaves them pending until M-Pesa answers (GET /api/payments/{id}/status). A method the server does not take is a 400; M-Pesa refusing or not answering is a 502 or 503, with the cart and stock as they were.',
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                payment_method: { enum: ['mpesa', 'card', 'bank'] },
                phone: { type: 'string' },
                orders: choices,
                total: {
                  type: 'integer',
                  minimum: 0,
                  description: 'The total the buyer was shown (KES); when the cart is priced otherwise now, a 409 gives the new total and nothing is charged.',
                },
              },
            },
          },
        },
      },
      responses: { 201: object('{order, payment, orders, payments}'), 400: error, 401: error, 402: error, 409: error, 502: error, 503: error },
    },
  },
  '/api/shop/orders/{id}/status': {
    post: {
      tags,
      summary: 'Moves an order along its lifecycle (src/registry/order-moves.ts), kept in its history and told to the buyer',
      parameters: [id('id')],
      requestBody: {
        content: {
          'application/json': {
            schema: { type: 'object', required: ['status'], properties: { status: { enum: [...orderStatuses] }, note: { type: 'string', maxLength: 500 } } },
          },
        },
      },
      responses: { 200: object('The order'), 400: error, 401: error, 403: error, 404: error, 409: error },
    },
  },
  '/api/shop/shops/{id}/sales': {
    get: {
      tags,
      summary: "A shop's orders by status and the revenue of paid orders; its owner and admins only",
      parameters: [id('id'), ...period],
      responses: { 200: object('{shop, orders, by_status, paid_orders, revenue}'), 400: error, 401: error, 404: error },
    },
  },
  '/api/shop/shops/{id}/orders.csv': {
    get: {
      tags,
      summary: `A shop's orders as CSV, newest first, at most ${maxExportRows} (narrow with from and to); its owner and admins only`,
      parameters: [id('id'), ...period],
      responses: {
        200: { description: 'text/csv, as an attachment', content: { 'text/csv': { schema: { type: 'string' } } } },
        400: error,
        401: error,
        404: error,
      },
    },
  },
};
