/** The claim routes in the OpenAPI document (docs/claims.md), their bodies taken from the schemas the routes check. */
import { z } from 'zod';
import { claimStates, claimedKinds } from '../../registry/listing-claims.ts';
import { claims } from '../../registry/resources/institutions.ts';
import { inputJsonSchema } from '../../registry/schemas.ts';
import { error, id, object } from '../commerce/openapi-paths.ts';
import { claimLinksPerHour, tokenBody } from './claim-link-routes.ts';
import { decisionBody, deskQuery, maxDeskPage } from './claims-desk-routes.ts';

const tags = ['Institutions'];
const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) } } });
const claim = object('The claim, as its claimant reads it');
const refusals = { 400: error, 401: error };

/** The body of a new claim: the registry's input for claims, or the same fields as a form with the letter file. */
const createBody = () => {
  const input = inputJsonSchema(claims, 'create') as { properties?: Record<string, object> };
  return {
    content: {
      'application/json': { schema: input },
      'multipart/form-data': {
        schema: {
          ...input,
          properties: { ...input.properties, letter: { type: 'string', format: 'binary', description: 'One PDF, JPEG or PNG file, 5 MB at most' } },
        },
      },
    },
  };
};

export const claimPaths = () => ({
  '/api/institutions/claims': {
    post: {
      tags,
      summary:
        "Claim a public school, college or university (signed in): evidence `email` (an address at the institution's own registrable domain, not a subdomain nor one several listings share; a link is sent there, at most 3 a day to one address) or `letter` (multipart, one file). A claim on an owned listing is a dispute and its owner is told.",
      requestBody: createBody(),
      responses: { 201: claim, ...refusals, 404: error, 409: error, 413: error, 429: error },
    },
  },
  '/api/institutions/claims/verify': {
    post: {
      tags,
      summary:
        "Open the emailed link (the claimant's own session): the claim goes to the editors. A used, replaced, expired link or one of a withdrawn or decided claim is a 410.",
      requestBody: json(tokenBody),
      responses: { 200: claim, ...refusals, 403: error, 409: error, 410: error },
    },
  },
  '/api/institutions/claims/{id}/resend': {
    post: {
      tags,
      summary: `A new link for a claim waiting for it (the old stops working): at most ${claimLinksPerHour} an hour per claim, and 3 a day to one address across all claims`,
      parameters: [id('id')],
      responses: { 200: object('{message}'), ...refusals, 404: error, 409: error, 429: error },
    },
  },
  '/api/institutions/claims/{id}/withdraw': {
    post: {
      tags,
      summary: 'The claimant closes their open claim',
      parameters: [id('id')],
      responses: { 200: claim, ...refusals, 404: error, 409: error },
    },
  },
  '/api/claims/listing/{kind}/{id}': {
    get: {
      tags,
      summary: "Where a listing stands for the listing page: whether it has an owner, whether it is the reader, and the reader's open claim",
      parameters: [{ name: 'kind', in: 'path', required: true, schema: { enum: [...claimedKinds] } }, id('id')],
      responses: { 200: object('{managed, yours, mine: {id, state, evidence, email} | null}'), 400: error, 404: error },
    },
  },
  '/api/moderation/claims': {
    get: {
      tags: ['Moderation'],
      summary: `The editors' claims desk: claims in one state (${claimStates.join(', ')}; waiting by default), oldest first, pages of at most ${maxDeskPage}; X-Total-Count has the total`,
      parameters: Object.entries(z.toJSONSchema(deskQuery, { io: 'input' }).properties ?? {}).map(([name, schema]) => ({ name, in: 'query', schema })),
      responses: {
        200: object(
          '[{id, state, seen, dispute, created_at, listing, claimant, owner, evidence, verified_email, letter}]: seen is the version a decision names',
        ),
        ...refusals,
        403: error,
      },
    },
  },
  '/api/moderation/claims/{id}/decision': {
    post: {
      tags: ['Moderation'],
      summary:
        "Approve or reject a claim (editors; neither the claimant nor the listing's owner). A rejection, and the approval of a dispute, need a reason; a claim still waiting for its email link may only be rejected. A claim changed since `seen` is a 409; one whose listing was removed is closed and answers 410.",
      parameters: [id('id')],
      requestBody: json(decisionBody),
      responses: { 200: claim, ...refusals, 403: error, 404: error, 409: error, 410: error },
    },
  },
});
