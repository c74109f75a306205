/** The moderation desk's routes in the OpenAPI document, their bodies and limits taken from the schemas the routes check. */
import { z } from 'zod';
import { error, object } from '../commerce/openapi-paths.ts';
import { bulk, maxBulk, single } from './decision-routes.ts';
import { maxDepth, maxLimit, queueQuery } from './queue-routes.ts';

const tags = ['Moderation'];
const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) } } });
const refusals = { 400: error, 401: error, 403: error };

export const moderationPaths = {
  '/api/moderation/queue': {
    get: {
      tags,
      summary: `New rows and live rows with changes waiting, oldest first, of every type the user moderates (or one type); pages of at most ${maxLimit}, at most ${maxDepth} rows deep; X-Total-Count has the total`,
      parameters: Object.entries(z.toJSONSchema(queueQuery, { io: 'input' }).properties ?? {}).map(([name, schema]) => ({ name, in: 'query', schema })),
      responses: {
        200: object('[{type, id, title, kind: new|changes, submitter, submitted_at, reason, seen}]: seen is the version a decision names'),
        ...refusals,
      },
    },
  },
  '/api/moderation/counts': {
    get: {
      tags,
      summary: 'How many rows wait, in all and per type',
      responses: { 200: object('{total, types: [{type, new, changes}]}'), 401: error, 403: error },
    },
  },
  '/api/moderation/decisions': {
    post: {
      tags,
      summary:
        "Approve or reject one row waiting for review (a rejection needs a reason); the submitter is told in the site and by email. `seen` is required: the version looked at, as the queue lists it (its `seen`); without it, or with a time later than the row's latest version (none the queue listed), the answer is a 400. A row edited since that version, or decided meanwhile by someone else, is a 409.",
      requestBody: json(single),
      responses: { 200: object('The row as decided'), ...refusals, 404: error, 409: error },
    },
  },
  '/api/moderation/decisions/bulk': {
    post: {
      tags,
      summary: `Approve or reject up to ${maxBulk} rows at once with one reason, each item naming the version looked at (\`seen\`, required, as the queue lists it); each row is decided on its own and the answer names each refusal. A refused body keys a row's errors \`items.<index>.<key>\` and names the row (its place from 1, resource and id). A batch the server cannot finish (the database went away) answers 503 with the results so far: the rows decided are 200, the others 503, to be looked at again in the queue.`,
      requestBody: json(bulk),
      responses: {
        200: object('{decided, results: [{resource, id, status, message}]}'),
        ...refusals,
        409: error,
        503: object('{message, decided, results: [{resource, id, status, message}]}'),
      },
    },
  },
};
