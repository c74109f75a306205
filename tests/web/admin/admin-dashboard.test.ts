/** The staff dashboard in a browser: what waits links to its rows, the period in the address, charts drill down. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairobiToday } from '../../../src/registry/clock.ts';
import { paidStatuses } from '../../../src/registry/order-moves.ts';
import { createdBetween, listLink } from '../../../src/web/admin/dashboard/list-links.ts';
import { bothWidths, hasChromium } from '../../helpers/browser.ts';
import { pageAs, startAdmin, waitForTable, watchProblems } from './admin-browser.ts';

describe.skipIf(!hasChromium)('admin dashboard', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  beforeAll(async () => {
    // The demo data, so every chart has something to draw and to open.
    env = await startAdmin('demo');
  });
  afterAll(() => env?.close());

  const dashboard = async (query = '', width = 1280) => {
    const page = await pageAs(env.browser, env.server, env.admin, width);
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/admin${query}`);
    await page.waitForSelector('[data-kpi=revenue]');
    return { page, problems };
  };

  it('shows what waits, each linking to exactly those rows', async () => {
    const { page, problems } = await dashboard();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.click('[data-to-do=tickets] a');
    await page.waitForURL(/\/admin\/support\/tickets\?/);
    expect(decodeURIComponent(page.url())).toContain('filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=open');
    await waitForTable(page);
    expect(requests.some((url) => url.includes('/api/support/tickets?') && url.includes('status=open'))).toBe(true);
    await page.goBack();
    await page.click('[data-to-do=messages] a');
    await page.waitForURL(/\/admin\/support\/feedback\?/);
    await waitForTable(page);
    expect(requests.some((url) => url.includes('/api/support/feedback?') && url.includes('handled=false'))).toBe(true);
    await page.goBack();
    await page.click('[data-to-do=moderation] a');
    await page.waitForURL(/\/admin\/moderation$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the period in the address, with the trend against the period before', async () => {
    const { page, problems } = await dashboard();
    expect(await page.textContent('[data-kpi=pageViews]')).toMatch(/previous 30 days/);
    await page.click('.ant-segmented-item:has-text("7 days")');
    await page.waitForURL(/\?days=7$/);
    await page.waitForSelector('[data-kpi=pageViews]:has-text("previous 7 days")');
    await page.goto(`${env.server.url}/admin?from=2026-01-01&to=2026-01-31`);
    await page.waitForSelector('text=2026-01-01 to 2026-01-31');
    expect(await page.textContent('[data-kpi=revenue]')).toMatch(/previous 31 days/);
    await page.goto(`${env.server.url}/admin?from=2026-02-01&to=2026-01-01`);
    await page.waitForSelector('.ant-alert:has-text("after it ends")');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens the approved listings of a county from its bar', async () => {
    const { page, problems } = await dashboard('?days=366');
    await page.waitForSelector('[data-chart=counties] .recharts-bar-rectangle');
    await page.click('[data-chart=counties] .recharts-bar-rectangle >> nth=0');
    await page.waitForURL(/\/admin\/institutions\/\w+\?/);
    const url = decodeURIComponent(page.url());
    expect(url).toMatch(/\[field\]=county&filters\[0\]\[operator\]=eq/);
    expect(url).toContain('[field]=moderation&filters[1][operator]=eq&filters[1][value]=approved');
    await waitForTable(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a day’s paid orders, every paid status at once', async () => {
    const { page, problems } = await dashboard();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(decodeURIComponent(request.url())));
    const day = nairobiToday();
    await page.goto(`${env.server.url}/admin${listLink('shop/orders', [{ field: 'status', operator: 'in', value: paidStatuses }, ...createdBetween(day)])}`);
    await waitForTable(page);
    const asked = requests.find((url) => url.includes('/api/shop/orders?'));
    expect(asked).toContain(paidStatuses.map((status) => `status=${status}`).join('&'));
    expect(asked).toContain(`created_at_gte=${createdBetween(day)[0]!.value}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('reads well on a phone and on a desktop', async () => {
    const { page, problems } = await dashboard('?days=90');
    await page.waitForSelector('[data-chart=orders] svg');
    await bothWidths(page, 'admin-dashboard');
    await page.setViewportSize({ width: 360, height: 800 });
    // The charts follow their cards' width a moment after the window narrows.
    await expect.poll(() => page.evaluate(() => window.innerWidth === 360 && document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
