/** The OpenAPI document is generated from the registry and the docs page is served (in production only when asked for). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resources } from '../../src/registry/index.ts';
import { loadConfig } from '../../src/server/config.ts';
import { client } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

it('documents every resource with its routes and input schema', async () => {
  const doc = (await client(server.app).get('/api/openapi.json')).body;
  expect(doc.openapi).toBe('3.1.0');
  for (const resource of resources) {
    expect(doc.paths[`/api/${resource.name}`], resource.name).toHaveProperty('get');
    expect(doc.paths[`/api/${resource.name}/{id}`], resource.name).toHaveProperty('get');
    if (resource.offers.includes('update')) expect(doc.paths[`/api/${resource.name}/{id}`], resource.name).toHaveProperty('patch');
  }
  expect(doc.paths['/api/institutions/schools/map'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
    expect.arrayContaining(['bbox', 'zoom', 'near', 'q', 'county']),
  );
  expect(doc.paths['/api/institutions/schools'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['near', 'radius_km']));
  expect(doc.paths['/api/jobs/main/map']).toBeUndefined();
  expect(doc.paths['/api/places'].get.parameters[0].name).toBe('q');
  const schoolInput = doc.paths['/api/institutions/schools'].post.requestBody.content['application/json'].schema;
  expect(schoolInput.properties).toHaveProperty('cbc_levels');
  expect(schoolInput.properties).not.toHaveProperty('rating');
  expect(doc.paths['/api/shop/orders/{id}/status'].post.requestBody.content['application/json'].schema.properties.note.maxLength).toBe(500);
  expect(doc.paths['/api/shop/shops/{id}/orders.csv'].get.summary).toMatch(/at most 10000/);
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(['/api/payments/methods', '/api/payments/{id}/status', '/api/payments/{id}/retry', '/api/payments/confirm/{secret}']),
  );
  const bulk = doc.paths['/api/moderation/decisions/bulk'].post.requestBody.content['application/json'].schema;
  expect(bulk.properties.items.maxItems).toBe(50);
  expect(bulk.properties.decision.enum).toEqual(['approve', 'reject']);
  expect(bulk.properties.items.items.required).toContain('seen');
  expect(doc.paths['/api/moderation/decisions'].post.requestBody.content['application/json'].schema.required).toContain('seen');
  expect(doc.paths['/api/moderation/queue'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['type', '_page', '_limit']);
  expect(doc.paths['/api/moderation/counts']).toHaveProperty('get');
  const claimCreate = doc.paths['/api/institutions/claims'].post.requestBody.content;
  expect(claimCreate['multipart/form-data'].schema.properties.letter.format).toBe('binary');
  expect(claimCreate['application/json'].schema.properties).toHaveProperty('listing_kind');
  expect(claimCreate['application/json'].schema.properties).not.toHaveProperty('token_hash');
  expect(doc.paths['/api/institutions/claims']).toHaveProperty('get');
  for (const path of ['/api/institutions/claims/verify', '/api/institutions/claims/{id}/resend', '/api/institutions/claims/{id}/withdraw'])
    expect(doc.paths[path], path).toHaveProperty('post');
  expect(doc.paths['/api/claims/listing/{kind}/{id}']).toHaveProperty('get');
  expect(doc.paths['/api/moderation/claims'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['state', '_start', '_end']);
  expect(doc.paths['/api/moderation/claims/{id}/decision'].post.requestBody.content['application/json'].schema.required).toEqual(
    expect.arrayContaining(['decision', 'seen']),
  );
  expect(doc.paths['/api/institutions/claims'].get.parameters.map((p: { name: string }) => p.name)).not.toContain('token_hash');
  for (const path of ['/api/analytics/dashboard', '/api/analytics/mine'])
    expect(doc.paths[path].get.parameters.map((p: { name: string }) => p.name)).toEqual(['days', 'from', 'to']);
});

it('serves the docs page', async () => {
  const page = await client(server.app).get('/api/docs/');
  expect(page.status).toBe(200);
  expect(String(page.body)).toMatch(/swagger/i);
});

it('keeps the documentation unpublished in production unless API_DOCS=public', async () => {
  expect(loadConfig({}).apiDocs).toBe(true);
  expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
  expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'public' }).apiDocs).toBe(true);
  expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/^API_DOCS must be "public" or "off"/);
  const closed = await startServer({ apiDocs: loadConfig({ NODE_ENV: 'production' }).apiDocs });
  try {
    for (const path of ['/api/openapi.json', '/api/docs', '/api/docs/', '/api/docs/static/index.html']) {
      const reply = await client(closed.app).get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).toEqual({ message: 'The API documentation is not published on this server.' });
    }
  } finally {
    await closed.close();
  }
});
