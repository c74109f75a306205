/**
 * The server's composition is complete: every plugin in src/server/plugins/ is registered by buildApp, under the
 * name of its file (Fastify checks each one's dependencies and decorators as it is registered).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findResource, resources } from '../../src/registry/index.ts';
import { defaultLimits } from '../../src/server/abuse/limits.ts';
import { routeLimits } from '../../src/server/abuse/rate-limits.ts';
import { routeGrants } from '../../src/server/access/route-grants.ts';
import { visitOverrides } from '../../src/server/analytics/visit-routes.ts';
import { saveOverrides } from '../../src/server/saved/save-route.ts';
import { uploadOverrides } from '../../src/server/uploads/routes.ts';
import { startServer } from '../helpers/server.ts';

describe('plugins', () => {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  afterAll(() => server?.close());

  it('each in src/server/plugins/ is registered by buildApp, under the name it declares', async () => {
    server = await startServer();
    const folder = path.resolve(import.meta.dirname, '../../src/server/plugins');
    const files = fs.readdirSync(folder).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const plugin = (await import(path.join(folder, file))) as { default: Record<symbol, string> };
      const name = plugin.default[Symbol.for('fastify.display-name')];
      // Named as its file, so the name in a dependency list leads to the file.
      expect(name, file).toBe(file.replace(/\.ts$/, ''));
      expect(server.app.hasPlugin(name!), file).toBe(true);
    }
  });
});

/**
 * Rate limits, route grants and the generic writes other routes replace are keyed by text ("POST /api/auth/login",
 * "POST jobs/resumes"); a key that names no route would switch its rule off without a word, so each must name one.
 */
describe('route keys', () => {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  afterAll(() => server?.close());

  const route = (key: string) => {
    const [method, url] = key.split(' ');
    return { method: method as 'GET', url: url! };
  };

  it('every rate limit and route grant names a route the server has', async () => {
    server = await startServer();
    const keys = [...routeLimits(defaultLimits, resources).keys(), ...Object.keys(routeGrants)];
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(server.app.hasRoute(route(key)), key).toBe(true);
  });

  it('every replaced generic write names a resource, whose address its replacement serves', async () => {
    server ??= await startServer();
    for (const key of [...uploadOverrides, ...saveOverrides, ...visitOverrides]) {
      const [method, name] = key.split(' ');
      expect(findResource(name!), key).toBeDefined();
      expect(server.app.hasRoute(route(`${method} /api/${name}`)), key).toBe(true);
    }
  });
});
