import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** The server goes away: open connections are reset and new ones are refused until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of PostgreSQL or Redis, so a test can take the server away and bring it back the
 * way a restart or a network fault would, while the real server keeps running for everyone else.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let down = false;
  const server = createServer((incoming) => {
    if (down) {
      incoming.resetAndDestroy();
      return;
    }
    const outgoing = connect(target.port, target.host);
    open.add(incoming);
    open.add(outgoing);
    const forget = () => {
      open.delete(incoming);
      open.delete(outgoing);
      incoming.destroy();
      outgoing.destroy();
    };
    incoming.on('error', forget).on('close', forget);
    outgoing.on('error', forget).on('close', forget);
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    down = true;
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut,
    restore() {
      down = false;
    },
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
