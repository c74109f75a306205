/**
 * The head tags that ask for a rendered page's own chunks and styles (docs/server-rendering.md). Without them the
 * browser finds a page's chunk only once the entry script has run and asked for it, one round trip after the
 * entry, and the page's own styles (a school page's, the comparison's) arrive with that chunk, after the markup has
 * been painted without them. Vite's build manifest (`build.manifest`) says which files each page's module became.
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

/**
 * `webDir` the built site. Returns the tags for the modules of a page's routes (routes.tsx's `pageModules`,
 * relative to src/web/site), or '' without a manifest (a build from before it, the dev server).
 */
export const pageAssets = (webDir: string): ((modules: readonly string[]) => string) => {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;

  /** Every script and stylesheet the chunks at `keys` load before they run: theirs and their static imports'. */
  const reach = (keys: readonly string[], seen = new Set<string>()) => {
    const scripts: string[] = [];
    const styles: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      scripts.push(chunk.file);
      styles.push(...(chunk.css ?? []));
      for (const next of chunk.imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return { scripts, styles };
  };
  const shell = reach([entry]);
  const named = new Set([...shell.scripts, ...shell.styles]);
  // By the pages' modules: as many entries as the site has kinds of page.
  const tags = new Map<string, string>();

  return (modules) => {
    const key = modules.join('\n');
    let found = tags.get(key);
    if (found === undefined) {
      const { scripts, styles } = reach(modules.map((module) => path.posix.join('site', module)));
      // `crossorigin` as Vite writes it for the entry: a module script is fetched in CORS mode, and a preload made
      // otherwise would not be reused. Vite's loader then finds these links by their address and adds no other.
      found = [
        ...[...new Set(styles)].filter((style) => !named.has(style)).map((style) => `<link rel="stylesheet" crossorigin href="/${style}">`),
        ...scripts.filter((script) => !named.has(script)).map((script) => `<link rel="modulepreload" crossorigin href="/${script}">`),
      ].join('\n    ');
      tags.set(key, found);
    }
    return found;
  };
};
