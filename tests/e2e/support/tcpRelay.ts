// A TCP relay in front of a server, for browser tests that need the server cut off for real: paused, it drops every
// open connection and every new one (the browser sees "connection refused/reset", as when the Wi-Fi drops); in
// drop-answers mode it forwards requests but throws the answers away and drops the connection (the write happened,
// the browser never learns it); silent, it accepts every connection and reads what comes but never forwards nor
// answers (a server, proxy or access point that hangs: only a time-out ends the wait). The server process itself
// keeps running.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type RelayMode = 'forward' | 'paused' | 'dropAnswers' | 'silent';

export interface TcpRelay {
  port: number;
  setMode(mode: RelayMode): void;
  close(): Promise<void>;
}

export async function startTcpRelay(targetPort: number, port = 0): Promise<TcpRelay> {
  let mode: RelayMode = 'forward';
  const open = new Set<Socket>();
  /** Connections accepted in silent mode: held open, never answered. */
  const held = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (mode === 'paused') {
      client.destroy();
      return;
    }
    if (mode === 'silent') {
      held.add(client);
      client.on('data', () => undefined);
      client.on('error', () => held.delete(client));
      client.on('close', () => held.delete(client));
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
      // Kept-alive connections would carry new requests past a cut: paused and silent start from none.
      if (next === 'paused' || next === 'silent') for (const socket of open) socket.destroy();
      // The held connections end when the silence does (the browser then sees them fail and asks again).
      if (next !== 'silent') for (const socket of held) socket.destroy();
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of [...open, ...held]) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
