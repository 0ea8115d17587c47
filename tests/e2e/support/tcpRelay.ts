// A TCP relay in front of a server, for browser tests that need the server cut off for real: paused, it drops every
// open connection and every new one (the browser sees "connection refused/reset", as when the Wi-Fi drops); in
// drop-answers mode it forwards requests but throws the answers away and drops the connection (the write happened,
// the browser never learns it). The server process itself keeps running.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type RelayMode = 'forward' | 'paused' | 'dropAnswers';

export interface TcpRelay {
  port: number;
  setMode(mode: RelayMode): void;
  close(): Promise<void>;
}

export async function startTcpRelay(targetPort: number, port = 0): Promise<TcpRelay> {
  let mode: RelayMode = 'forward';
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (mode === 'paused') {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (mode === 'forward') client.write(chunk);
      else end();
    });
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the relay has no port');
  return {
    port: address.port,
    setMode(next) {
      mode = next;
      if (next === 'paused') for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
