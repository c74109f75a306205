/**
 * `npm run dev` runs the server's TypeScript through tsx, which renders the public site's pages on the server
 * too (docs/server-rendering.md): their `import './x.css'` are the browser's business, so here they are empty
 * modules. (The bundle `npm start` runs drops them the same way, in server-bundle.mjs.)
 */
import { register } from 'node:module';

const hook = `export const load = (url, context, next) =>
  url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context);`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
