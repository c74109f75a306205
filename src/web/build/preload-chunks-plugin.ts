/**
 * Lists chunks that a page loads later (through import()) in its HTML as modulepreload, so the browser fetches
 * and compiles them while the entry's own scripts load instead of only once they have run. The admin names its
 * list screen: most visits open a list, and it is otherwise asked for after the whole admin has evaluated.
 */
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A chunk and every chunk it imports statically, by file name. */
const withImports = (bundle: OutputBundle, chunk: OutputChunk, found = new Set<string>()) => {
  if (found.has(chunk.fileName)) return found;
  found.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withImports(bundle, imported, found);
  }
  return found;
};

/** `modules`: for a page's HTML file, the source files of the lazily loaded modules to preload. */
export const preloadChunks = (modules: Record<string, string[]>): Plugin => ({
  name: 'elimuhub-preload-chunks',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { filename, bundle }) {
      const wanted = modules[filename];
      if (!wanted || !bundle) return html;
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk' && wanted.includes(output.facadeModuleId ?? ''));
      if (chunks.length !== wanted.length) throw new Error(`preloadChunks: no chunk of its own for some of ${wanted.join(', ')}`);
      const files = new Set(chunks.flatMap((chunk) => [...withImports(bundle, chunk)]));
      return [...files]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
    },
  },
});
