/**
 * An HTTP request written by hand on its own connection, a piece at a time, to catch a server in the middle of
 * one: the head first, with Expect: 100-continue so the server says when it has read it, then the body in as
 * many pieces as the test likes, or never.
 */
import net from 'node:net';

export const partialRequest = (
  port: number,
  { method = 'POST', path, headers = {}, length }: { method?: string; path: string; headers?: Record<string, string>; length: number },
) => {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let received = '';
  const head = Object.entries({
    host: `127.0.0.1:${port}`,
    'content-type': 'application/json',
    'content-length': String(length),
    expect: '100-continue',
    connection: 'close',
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
  const continued = new Promise<void>((resolve) =>
    socket.on('data', (chunk) => {
      received += chunk;
      if (/^HTTP\/1\.1 100 /.test(received)) resolve();
    }),
  );
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    /** Resolves once the server has read the head and waits for the body. */
    continued,
    send: (piece: string) => socket.write(piece),
    /** Resolves when the connection has closed, with the final status the server answered (0 for none) and the body. */
    answer: closed.then(() => {
      const final = /HTTP\/1\.1 ([2-5]\d\d) [^]*?\r\n\r\n([^]*)$/.exec(received);
      return { status: final ? Number(final[1]) : 0, body: final?.[2] ?? '' };
    }),
    closed,
    destroy: () => socket.destroy(),
  };
};
