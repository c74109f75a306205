/**
 * SIGTERM to a server process, as a deploy or a scale-down sends it, with two requests caught in the middle: one
 * whose body is finished after the signal (it must still be answered) and one stalled for good (it must not keep
 * the process past its shutdown deadline). What happened, for a test to judge or a benchmark to print.
 */
import net from 'node:net';
import { eventually } from './eventually.ts';
import { partialRequest } from './partial-request.ts';
import type { Exit, RunningServer } from './server-process.ts';
import { someAddress } from './visitors.ts';

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(false)));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

export interface Shutdown {
  /** ms from the signal until a new connection was refused (null: not within a second). */
  refusedMs: number | null;
  /** The answer to the request finished after the signal. */
  underWay: { status: number; body: string };
  /** How the process ended, and ms from the signal until it had (null: still running after `giveUpMs`). */
  exit: Exit | null;
  exitMs: number | null;
}

/** `token` signs in the two requests, each writing a news item titled `title`. */
export const sigtermWithStalledClient = async (server: RunningServer, token: string, title: string, giveUpMs = 30_000): Promise<Shutdown> => {
  const port = Number(new URL(server.url).port);
  const body = JSON.stringify({ title, content: 'Written across a shutdown.' });
  const request = () =>
    partialRequest(port, {
      path: '/api/content/news',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': someAddress() },
      length: Buffer.byteLength(body),
    });
  const underWay = request();
  const stalled = request();
  // Both heads are read (the server said 100 Continue) and part of each body is in before the signal.
  await Promise.all([underWay.continued, stalled.continued]);
  underWay.send(body.slice(0, 10));
  stalled.send(body.slice(0, 10));

  const signalled = Date.now();
  server.signal('SIGTERM');
  const refusedMs = await eventually(() => refused(port), 1000);
  underWay.send(body.slice(10));
  const answer = await underWay.answer;
  let timer: NodeJS.Timeout | undefined;
  const exit = await Promise.race([server.exited, new Promise<null>((r) => (timer = setTimeout(() => r(null), giveUpMs)))]);
  clearTimeout(timer);
  const exitMs = exit ? Date.now() - signalled : null;
  stalled.destroy();
  return { refusedMs, underWay: answer, exit, exitMs };
};
