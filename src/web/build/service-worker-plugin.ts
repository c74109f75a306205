/**
 * Writes /sw.js next to the built site: the hand-written worker (site/offline/service-worker.js) with the files
 * of this build. The shell is what the site's first paint needs; `assets` is every file the site can load
 * (its lazy pages too) and nothing only the admin loads. The version changes with any of them, so each deploy
 * installs a new worker that drops the old caches.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const filesOf = (chunk: OutputChunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? []), ...(chunk.viteMetadata?.importedAssets ?? [])];

/** The chunk and what it pulls in: only static imports for the shell, dynamic ones too for every asset. */
const reachable = (bundle: OutputBundle, entry: OutputChunk, lazy: boolean) => {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of filesOf(chunk)) files.add(`/${file}`);
    for (const next of [...chunk.imports, ...(lazy ? chunk.dynamicImports : [])]) {
      const found = bundle[next];
      if (found?.type === 'chunk') visit(found);
    }
  };
  visit(entry);
  return [...files].sort();
};

export const serviceWorker = (options: { worker: string; siteHtml: string }): Plugin => ({
  name: 'elimuhub-service-worker',
  apply: 'build',
  writeBundle(output, bundle) {
    const entry = Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && file.isEntry && file.facadeModuleId === options.siteHtml);
    const html = bundle['index.html'];
    if (!entry || html?.type !== 'asset') throw new Error(`The site's entry (${options.siteHtml}) is not in the build.`);
    const worker = fs.readFileSync(options.worker, 'utf8');
    // The site's words in every language, each loaded only when read: a page opened offline in the language the
    // reader did not read online must still say, in its own words, that it needs a connection.
    const words = Object.values(bundle).filter(
      (file): file is OutputChunk => file.type === 'chunk' && /\/src\/locales\/site\/[a-z]+\.ts$/.test(file.facadeModuleId ?? ''),
    );
    // The top bar's logo is the favicon, a plain file outside /assets.
    const shell = ['/', '/favicon.svg', ...new Set([entry, ...words].flatMap((chunk) => reachable(bundle, chunk, false)))];
    const assets = reachable(bundle, entry, true);
    const logo = fs.readFileSync(path.join(output.dir!, 'favicon.svg'), 'utf8');
    const version = createHash('sha256')
      .update(JSON.stringify([html.source, logo, shell, assets, worker]))
      .digest('hex')
      .slice(0, 12);
    const build = `const build = ${JSON.stringify({ version, shell, assets })};\n`;
    fs.writeFileSync(path.join(output.dir!, 'sw.js'), build + worker);
  },
});
