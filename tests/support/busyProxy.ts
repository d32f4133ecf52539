/**
 * A loopback HTTP proxy in front of a test PocketBase that turns the first `refusals` writes to
 * each path away with 429 and a `Retry-After`, as a rate-limiting reverse proxy or load balancer
 * does, and passes everything else through.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BusyProxy {
  url: string;
  close(): Promise<void>;
}

export async function startBusyProxy(target: string, refusals: number, retryAfterSeconds: number): Promise<BusyProxy> {
  const upstream = new URL(target);
  const refused = new Map<string, number>();
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '';
    if (incoming.method === 'POST' && (refused.get(path) ?? 0) < refusals) {
      refused.set(path, (refused.get(path) ?? 0) + 1);
      incoming.resume();
      outgoing.writeHead(429, { 'content-type': 'text/plain', 'retry-after': String(retryAfterSeconds) });
      outgoing.end('Too Many Requests');
      return;
    }
    const proxied = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.destroy());
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
