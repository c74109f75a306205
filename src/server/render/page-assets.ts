/**
 * The head tags that ask for a rendered page's own styles (docs/server-rendering.md). Without them the page's own
 * styles (a school page's, the comparison's) arrive with its chunk, after the markup has been painted without them.
 * Its scripts are not preloaded: on a slow line they would take the bandwidth the first paint needs. Vite's build
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

/**
 * `webDir` the built site. Returns the tags for the modules of a page's routes (routes.tsx's `pageModules`,
 * relative to src/web/site), or '' without a manifest (a build from before it, the dev server).
 */
export const pageAssets = (webDir: string): ((modules: readonly string[]) => string) => {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;

  /** Every stylesheet the chunks at `keys` load before they run: theirs and their static imports'. */
  const reach = (keys: readonly string[], seen = new Set<string>()) => {
    const styles: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      styles.push(...(chunk.css ?? []));
      for (const next of chunk.imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return styles;
  };
  const named = new Set(reach([entry]));
  // By the pages' modules: as many entries as the site has kinds of page.
  const tags = new Map<string, string>();

  return (modules) => {
    const key = modules.join('\n');
    let found = tags.get(key);
    if (found === undefined) {
      const styles = reach(modules.map((module) => path.posix.join('site', module)));
      // `crossorigin` as Vite writes it: its loader then finds these links by their address and adds no other.
      found = [...new Set(styles)]
        .filter((style) => !named.has(style))
        .map((style) => `<link rel="stylesheet" crossorigin href="/${style}">`)
        .join('\n    ');
      tags.set(key, found);
    }
    return found;
  };
};
