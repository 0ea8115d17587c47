// A TCP port nobody listens on right now, for a server a benchmark or a browser test starts.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const probe = createServer();
    probe.once('error', rej);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => res(port));
    });
  });
}
