import { it } from 'vitest';
import { launch, startWebServer } from '../helpers/browser.ts';
import { signIn } from '../helpers/client.ts';
it('debug', async () => {
  const server = await startWebServer('demo');
  const browser = await launch();
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.stack));
  page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
  await page.goto(`${server.url}/shops?q=skirt`, { waitUntil: 'networkidle' });
  console.log('ANON', (await page.locator('h1').allInnerTexts()).join('|'));
  const s = await signIn(server.app, 'admin@elimuhub.test', process.env.ADMIN_PASSWORD ?? '');
  console.log(Boolean(s));
  await browser.close(); await server.close();
}, 60000);
