/**
 * Messages on the site (docs/messages.md): the school sees who wrote and what about, blocks the parent from the
 * message, and the parent's next message is refused until the school lifts the block.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn } from '../helpers/client.ts';
import { bothWidths, hasChromium, launch, pageReady, startWebServer } from '../helpers/browser.ts';
import { demoParent, signInOnPage } from './site-sign-in.ts';

describe.skipIf(!hasChromium)('public site: messages', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the sender and the subject of a message received, and blocks and unblocks its sender', async () => {
    const parent = await signIn(server.app, demoParent.email, demoParent.password);
    const school = await signIn(server.app, 'school@elimuhub.co.ke', demoParent.password);
    const sent = (await parent.get('/api/notifications/messages')).body as { recipient_id?: number; about_type: string; about_id: number }[];
    const name = String((await parent.get('/api/auth/me')).body.user.name);
    // The parent's own message to the school (another member's account id is not sent back, so it has none).
    const asked = sent.find((row) => row.recipient_id !== parent.user.id)!;
    const again = () =>
      client(server.app, parent.token).post('/api/notifications/messages', {
        recipient_id: school.user.id,
        about_type: asked.about_type,
        about_id: asked.about_id,
        subject: 'Grade 7 admission',
        body: 'May I visit on Saturday?',
      });

    await page.goto(`${server.url}/login?next=%2Fmessages`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await signInOnPage(page, { email: 'school@elimuhub.co.ke', password: demoParent.password });
    await page.waitForURL('**/messages', { waitUntil: 'domcontentloaded' });
    const received = page.locator('.notification').filter({ hasText: `From ${name}` });
    await received.waitFor();
    await expect.poll(() => received.innerText()).toMatch(/About: School, /);
    await bothWidths(page, 'messages');

    await received.getByRole('button', { name: `Block messages from ${name}` }).click();
    await received.getByRole('status').waitFor();
    await bothWidths(page, 'messages-blocked');
    const refused = await again();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/blocked messages from you/);

    await received.getByRole('button', { name: 'Unblock' }).click();
    await received.getByRole('button', { name: /^Block messages from/ }).waitFor();
    expect((await again()).status).toBe(201);
  });
});
