/**
 * The server's composition is complete: every plugin in src/server/plugins/ is registered by buildApp, under the
 * name of its file (Fastify checks each one's dependencies and decorators as it is registered).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
