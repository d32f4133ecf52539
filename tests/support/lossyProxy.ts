/**
 * A loopback HTTP proxy in front of a test PocketBase that can lose answers: a request it is told
 * to drop still reaches the server, which handles and commits it, and the proxy waits for the
 * whole answer and then cuts the client's connection without passing any of it on. That is the
 * "response lost after the server committed" fault of a flaky network.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

type RequestMatcher = (method: string, path: string) => boolean;

export interface LossyProxy {
  url: string;
  /** Drops the answers of the next `count` requests that match (by default, every request). */
  dropResponses(count: number, matches?: RequestMatcher): void;
  /** Answers dropped so far, as `METHOD path status`. */
  readonly dropped: readonly string[];
  close(): Promise<void>;
}

export async function startLossyProxy(target: string): Promise<LossyProxy> {
  const upstream = new URL(target);
  const dropped: string[] = [];
  const sockets = new Set<Socket>();
  let toDrop = 0;
  let matcher: RequestMatcher = () => true;

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const method = incoming.method ?? 'GET';
    const path = incoming.url ?? '/';
    const drop = toDrop > 0 && matcher(method, path);
    if (drop) toDrop -= 1;
    const proxied = request(
      { hostname: upstream.hostname, port: upstream.port, method, path, headers: incoming.headers },
      (answer) => {
        if (drop) {
          answer.resume();
          answer.once('end', () => {
            dropped.push(`${method} ${path} ${answer.statusCode ?? 0}`);
            incoming.socket.destroy();
          });
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.once('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(proxied);
  };

  const server = createServer(forward);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    dropResponses(count, matches = () => true) {
      toDrop = count;
      matcher = matches;
    },
    get dropped() {
      return dropped;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
