/** The payment routes in the OpenAPI document. */
import { error, id, object } from '../commerce/openapi-paths.ts';
import { callbackPath } from './callback-secret.ts';

const tags = ['Payments'];

export const paymentPaths = {
  '/api/payments/methods': {
    get: {
      tags,
      summary: 'The payment methods this server takes; `test` marks one that charges nothing (simulated, outside production)',
      security: [],
      responses: { 200: object('{methods: [{method: mpesa|card|bank, test}]}') },
    },
  },
  '/api/payments/{id}/status': {
    get: {
      tags,
      summary: "A payment's status for its payer or staff, with a sentence for the buyer and whether it may be tried again",
      parameters: [id('id')],
      responses: {
        200: object('{status: pending|completed|failed|refunded|review, message, reference, can_retry, retry_at, result_code}'),
        400: error,
        401: error,
        404: error,
      },
    },
  },
  '/api/payments/{id}/retry': {
    post: {
      tags,
      summary:
        'Sends a new M-Pesa STK push for a failed or unanswered payment (its order opened again), from two minutes after the last push (429 before, saying when); limited per member',
      parameters: [id('id')],
      responses: { 200: object('The status, as GET /api/payments/{id}/status'), 401: error, 404: error, 409: error, 429: error, 502: error, 503: error },
    },
  },
  [`${callbackPath}/{secret}`]: {
    post: {
      tags,
      summary:
        "Daraja's STK callback ({Body: {stkCallback}}); settles the push's payments once. A wrong secret is 404; a payment for no known request is kept for an admin",
      security: [],
      parameters: [{ name: 'secret', in: 'path', required: true, schema: { type: 'string' } }],
      requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['Body'] } } } },
      responses: {
        200: object('{ResultCode: 0, ResultDesc: "Accepted"}'),
        400: error,
        404: object('Unknown secret'),
      },
    },
  },
};
