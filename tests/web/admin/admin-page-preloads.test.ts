/**
 * The built admin page lists the list screen's code (and what it imports) as modulepreload, so a page load fetches
 * it with the entry's scripts instead of after they have run, and names its icon, so no browser asks the server
 * for /favicon.ico (which it would answer as a page of the public site).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtWebDir } from '../../helpers/site-server.ts';

describe('the built admin page', () => {
  const html = fs.readFileSync(path.join(builtWebDir(), 'admin/index.html'), 'utf8');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map((match) => match[1]!);

  it('preloads the list screen and the chunks it imports, each once', () => {
    const listScreen = preloads.find((file) => /^list-screen-[\w-]+\.js$/.test(file));
    expect(listScreen).toBeDefined();
    const imports = [...fs.readFileSync(path.join(builtWebDir(), 'assets', listScreen!), 'utf8').matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map(
      (match) => match[1]!,
    );
    expect(imports.length).toBeGreaterThan(0);
    // The entry itself is the page's script; every other import is preloaded.
    for (const file of imports) expect(html).toContain(`/assets/${file}"`);
    expect(new Set(preloads).size).toBe(preloads.length);
  });

  it('names its icon', () => {
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
  });
});
