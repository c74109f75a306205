/** Whether Redis answers on 127.0.0.1:6379, where CI and the development machines run it. */
import net from 'node:net';

export const localRedisUrl = 'redis://127.0.0.1:6379';

export const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(6379, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
