import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { antdStylesheet } from './src/web/build/antd-styles-plugin.ts';
import { preloadChunks } from './src/web/build/preload-chunks-plugin.ts';
import { serviceWorker } from './src/web/build/service-worker-plugin.ts';

const web = fileURLToPath(new URL('./src/web', import.meta.url));

// @refinedev/antd is one file that imports react-markdown for its MarkdownField. The markdown packages do not
// declare themselves free of side effects, so without this every admin page would load ~40 KB gzip of unused
// markdown parsing; they are pure modules, so unused ones may be dropped.
const pureMarkdown = /node_modules\/(react-markdown|remark-[\w-]+|micromark[\w-]*|mdast-[\w-]+|hast-[\w-]+|unist-[\w-]+|vfile[\w-]*|property-information)\//;

// Two pages, two bundles: the public site (/) never loads the admin's antd code (/admin/).
export default defineConfig({
  root: web,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react(),
    serviceWorker({ worker: `${web}/site/offline/service-worker.js`, siteHtml: `${web}/index.html` }),
    antdStylesheet({ adminHtml: `${web}/admin/index.html` }),
    preloadChunks({ [`${web}/admin/index.html`]: [`${web}/admin/screens/list-screen.tsx`] }),
    // Scripts and styles compressed once, at the build's best settings, for the server to send as they are
    // (web-routes.ts): compressing them on each request held the server's one thread for some 250 ms on an
    // admin's first visit, and sent them bigger.
    compression({ include: /\.(js|css|svg|json|webmanifest)$/, threshold: 1024, algorithms: ['gzip', 'brotliCompress'], logLevel: 'silent' }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: which chunk and styles each page's module became, for the server to name in the head of
    // a page it renders (src/server/render/page-assets.ts).
    manifest: true,
    rollupOptions: {
      input: { site: `${web}/index.html`, admin: `${web}/admin/index.html` },
      treeshake: { moduleSideEffects: (id) => !pureMarkdown.test(id) },
      // React, React DOM and React Router in a chunk of their own: left to the bundler they share one with the few
      // small modules of our own that both apps import (it took the name of one, registry/choices.ts), so any
      // change to those gave returning visitors 100 KB gzip of unchanged React to download again.
      output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }] } },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
});
