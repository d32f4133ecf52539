/**
 * A loopback HTTP proxy in front of a test PocketBase that can answer in the server's place, the
 * way networks in shops and hotels do: a Wi-Fi sign-in page with status 200, a 302 to such a page,
 * an answer cut short after the server committed the request, or a connection dropped before the
 * request reaches the server. Made honest again, it passes every request and answer through.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * - `portal`: answers 200 with an HTML page; the server never sees the request.
 * - `redirect`: answers 302 to the proxy's HTML page; the server never sees the request.
 * - `truncate`: passes the request on, then sends half of the server's answer and hangs up.
 * - `drop`: hangs up without an answer; the server never sees the request.
 */
export type PortalFault = 'portal' | 'redirect' | 'truncate' | 'drop';

export const PORTAL_FAULTS: readonly PortalFault[] = ['portal', 'redirect', 'truncate', 'drop'];

const PORTAL_PATH = '/guest-wifi/login';
const PORTAL_PAGE =
  '<!doctype html><html><head><title>Guest Wi-Fi</title></head><body><h1>Welcome</h1><p>Accept the terms to go online.</p></body></html>';

export interface PortalProxy {
  url: string;
  /** From now on, answers every request with this fault; null passes everything through. */
  setFault(fault: PortalFault | null): void;
  /** The requests that met a fault, as `fault METHOD path`. */
  readonly faulted: readonly string[];
  close(): Promise<void>;
}

function sendPortalPage(outgoing: ServerResponse): void {
  outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(PORTAL_PAGE) });
  outgoing.end(PORTAL_PAGE);
}

export async function startPortalProxy(target: string): Promise<PortalProxy> {
  const upstream = new URL(target);
  const faulted: string[] = [];
  const sockets = new Set<Socket>();
  let fault: PortalFault | null = null;

  const passOn = (incoming: IncomingMessage, outgoing: ServerResponse, truncate: boolean) => {
    const proxied = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        if (!truncate) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.once('end', () => {
          const body = Buffer.concat(chunks);
          // The full length is announced and half is sent: the client sees a 200 whose body ends early.
          outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': body.length });
          outgoing.write(body.subarray(0, Math.floor(body.length / 2)), () => incoming.socket.destroy());
        });
      },
    );
    proxied.once('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(proxied);
  };

  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const method = incoming.method ?? 'GET';
    const path = incoming.url ?? '/';
    if (path === PORTAL_PATH) {
      incoming.resume();
      sendPortalPage(outgoing);
      return;
    }
    if (fault) faulted.push(`${fault} ${method} ${path}`);
    switch (fault) {
      case null:
        passOn(incoming, outgoing, false);
        return;
      case 'truncate':
        passOn(incoming, outgoing, true);
        return;
      case 'drop':
        incoming.socket.destroy();
        return;
      case 'portal':
        incoming.resume();
        sendPortalPage(outgoing);
        return;
      case 'redirect':
        incoming.resume();
        outgoing.writeHead(302, { location: PORTAL_PATH, 'content-length': 0 }).end();
        return;
    }
  };

  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    setFault(next) {
      fault = next;
    },
    get faulted() {
      return faulted;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
