/**
 * A rendered page's own files (docs/server-rendering.md): its styles, named in its head, since without them they
 * would arrive with its chunk, after the markup has been painted without them; and its scripts, which are asked for
 * after the first paint (scripts-after-paint.ts) with the entry's rather than once the entry has run. Vite's build
 * manifest (`build.manifest`) says which files each page's module became.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The site's entry in the manifest: index.html, whose own tags already name its chunks and styles. */
const entry = 'index.html';

/** A page's own files, beyond the entry's: stylesheet tags for its head, and the addresses of its chunks. */
export interface PageFiles {
  styles: string;
  scripts: string[];
}

const none: PageFiles = { styles: '', scripts: [] };

/**
 * `webDir` the built site. Returns the files of a page's routes' modules (routes.tsx's `pageModules`, relative to
 * src/web/site), or none without a manifest (a build from before it, the dev server).
 */
export const pageAssets = (webDir: string): ((modules: readonly string[]) => PageFiles) => {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => none;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;

  /** The chunks at `keys` and every chunk they import statically, less those in `seen`. */
  const reach = (keys: readonly string[], seen = new Set<string>()) => {
    const chunks: ManifestChunk[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      chunks.push(chunk);
      for (const next of chunk.imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return chunks;
  };
  // The entry's files are named by index.html's own tags.
  const entryKeys = new Set<string>();
  const entryChunks = reach([entry], entryKeys);
  const entryStyles = new Set(entryChunks.flatMap((chunk) => chunk.css ?? []));
  // By the pages' modules: as many entries as the site has kinds of page.
  const found = new Map<string, PageFiles>();

  return (modules) => {
    const key = modules.join('\n');
    let files = found.get(key);
    if (!files) {
      const chunks = reach(
        modules.map((module) => path.posix.join('site', module)),
        new Set(entryKeys),
      );
      files = {
        // `crossorigin` as Vite writes it: its loader then finds these links by their address and adds no other.
        styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]
          .filter((style) => !entryStyles.has(style))
          .map((style) => `<link rel="stylesheet" crossorigin href="/${style}">`)
          .join('\n    '),
        scripts: chunks.map((chunk) => `/${chunk.file}`),
      };
      found.set(key, files);
    }
    return files;
  };
};
