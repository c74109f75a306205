/**
 * A TCP proxy a test controls: cut() drops every connection and refuses new ones until restore(); stall()
 * drops every connection and then accepts new ones but never answers (a server that hangs) until restore().
 */
import net from 'node:net';

export const tcpProxy = async (target: { host: string; port: number }) => {
  const sockets = new Set<net.Socket>();
  let mode: 'open' | 'cut' | 'stall' = 'open';
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const server = net.createServer((client) => {
    if (mode === 'cut') return client.destroy();
    track(client);
    if (mode === 'stall') return;
    const upstream = net.connect(target);
    track(upstream);
    // A side that ends in an error (a killed process's reset) ends the other too, as a direct connection would:
    // a pipe passes on only a clean end, and a database session left open would keep its locks.
    client.on('close', () => upstream.end());
    upstream.on('close', () => client.end());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      mode = 'cut';
      dropAll();
    },
    stall() {
      mode = 'stall';
      dropAll();
    },
    restore() {
      mode = 'open';
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
};
