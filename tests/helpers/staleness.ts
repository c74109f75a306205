/**
 * How long an anonymous list kept by one instance goes on showing the past after a write through another: the
 * reader's list is asked three times (an answer is kept on its second ask, so the third is a kept one), a news item
 * is written through the writer, and the reader is asked again and again until its list shows it.
 */
import { randomBytes } from 'node:crypto';
import { client } from './client.ts';
import { from } from './deployment.ts';
import { eventually } from './eventually.ts';
import type { RunningServer } from './server-process.ts';

const newsList = '/api/content/news?_sort=id&_order=desc&_end=5';

const titles = async (server: RunningServer) => {
  const reply = await client(from(server)).get(newsList);
  if (reply.status !== 200) throw new Error(`the news list answered ${reply.status}`);
  return { kept: reply.headers['x-cache'] === 'HIT', titles: (reply.body as { title: string }[]).map((row) => row.title) };
};

/** ms from the write's answer until the reader's list showed it, or null if not within `withinMs`. */
export const staleness = async (writer: RunningServer, reader: RunningServer, adminToken: string, withinMs = 1000, everyMs = 10) => {
  await titles(reader);
  await titles(reader);
  if (!(await titles(reader)).kept) throw new Error('the reader did not keep the anonymous list');
  const title = `Form One reporting dates ${randomBytes(4).toString('hex')}`;
  const written = await client(from(writer), adminToken).post('/api/content/news', { title, content: 'Reporting starts on 12 January.' });
  if (written.status !== 201) throw new Error(`writing the news answered ${written.status}`);
  return eventually(async () => (await titles(reader)).titles.includes(title), withinMs, everyMs);
};
