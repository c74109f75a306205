/**
 * A page the server rendered paints from its markup and styles alone; its scripts only make it interactive. So they
 * are not named in its head, where the browser would fetch them alongside the styles and, on a slow line, share the
 * bandwidth the first paint needs. One small script at the end of the page asks for them once the page has been
 * painted: the build's entry, the chunks it imports, and the rendered page's own chunks, which would otherwise wait
 * for the entry to run. A page the browser draws itself (the shell of a member's own page) keeps the tags as the
 * build wrote them: nothing shows there before its scripts run.
 *
 * The same script holds a form sent before the page is adopted (a search typed while the scripts were on their way):
 * the page sends it once adopted, with what the reader typed.
 *
 * The script is inline, so it costs no request; the Content-Security-Policy allows it by its hash (`starterSource`).
 * In a tab opened in the background, where there is no paint to wait for, it starts them at once; and after a second
 * at most, should the browser hold back its frames (a busy machine, a window out of sight).
 */
import { createHash } from 'node:crypto';

const starter = `(() => {
  const tag = document.currentScript;
  const root = document.getElementById('root');
  // A form sent before the page is adopted would leave the page, and the reader's typing with it: it is held, and
  // sent once the page is adopted (routes.tsx).
  document.addEventListener('submit', (event) => {
    if (root.hasAttribute('data-ready')) return;
    event.preventDefault();
    root.heldSubmit = event.target;
  }, true);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of tag.dataset.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = tag.dataset.entry;
    document.head.append(entry);
  };
  if (document.visibilityState !== 'visible') return start();
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 1000);
})();`;

/** The starter's entry in the Content-Security-Policy's script-src. */
export const starterSource = `'sha256-${createHash('sha256').update(starter).digest('base64')}'`;

// As Vite writes them in index.html.
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * `head` the page's HTML up to its root, with the build's tags; `pageScripts` the rendered page's own chunks. Returns
 * the head without the script tags, and the tag that starts them, for the end of the body.
 */
export const scriptsAfterPaint = (head: string, pageScripts: readonly string[]) => {
  const entry = entryTag.exec(head)?.[1];
  if (!entry) return { head, starter: '' };
  const preload = new Set([...head.matchAll(preloadTag)].map((match) => match[1]!));
  for (const script of pageScripts) preload.add(script);
  return {
    head: head.replace(entryTag, '').replace(preloadTag, ''),
    starter: `<script data-entry="${entry}" data-preload="${[...preload].join(' ')}">${starter}</script>`,
  };
};
