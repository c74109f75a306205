/**
 * The web build's chunks as its manifest (dist/web/.vite/manifest.json) names them, and what a page loads at once:
 * for tests that check which code a page's first load holds, by content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { webDir } from './site-server.ts';

export interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export const manifest = () => {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error('dist/web/.vite/manifest.json is missing: run npx vite build');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Chunk>;
};

/** A built file's text, by its path in the manifest ("assets/site-….js"). */
export const text = (file: string) => fs.readFileSync(path.join(webDir, file), 'utf8');

/** Every file `keys` load at once: their chunks, what those import statically, and their styles. */
export const firstLoad = (chunks: Record<string, Chunk>, keys: string[]) => {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const style of chunk.css ?? []) files.add(style);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...files];
};
