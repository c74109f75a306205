import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
const cdp = await p.context().newCDPSession(p);
await cdp.send('Audits.enable');
cdp.on('Audits.issueAdded', (e) => console.log('issue', JSON.stringify(e.issue).slice(0, 800)));
for (const u of process.argv.slice(2)) {
  await p.goto(u, { waitUntil: 'networkidle' });
  await p.waitForTimeout(500);
  console.log('done', u);
}
await b.close();
