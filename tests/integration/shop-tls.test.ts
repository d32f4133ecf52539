import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../pocketbase/scripts/server';
import { startShopTls, type RunningShopTls, type ShopTlsOptions } from '../../pocketbase/scripts/shopTls';
import { serverForTests } from '../support/serverForTests';

/** The name a station opens; every request goes to loopback with that name as Host and SNI. */
const NAME = 'shop-server.lan';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  peer?: X509Certificate;
}

function get(secure: boolean, port: number, path: string, ca?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, headers: { host: `${NAME}:${port}` } };
    const done = (response: IncomingMessage) => {
      // The socket goes back to the agent once the body is read: take the certificate first.
      const peer = secure ? (response.socket as TLSSocket).getPeerX509Certificate() : undefined;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), peer }),
      );
    };
    const request = secure
      ? httpsRequest({ ...options, servername: NAME, ca, rejectUnauthorized: true }, done)
      : httpRequest(options, done);
    request.on('error', reject);
    request.end();
  });
}

describe('HTTPS for the shop (HTTPS=1 npm start): Caddy with the shop CA in front of PocketBase', () => {
  const server = serverForTests();
  let tlsDir: string;
  let options: ShopTlsOptions;
  let tls: RunningShopTls;

  beforeAll(async () => {
    tlsDir = await mkdtemp(join(tmpdir(), 'fat-shop-tls-'));
    options = {
      tlsDir,
      names: [NAME, 'localhost'],
      bindHost: '127.0.0.1',
      httpsPort: await freePort(),
      httpPort: await freePort(),
      upstreamPort: server.port,
    };
    tls = await startShopTls(options);
  });

  afterAll(async () => {
    await tls?.stop();
    if (tlsDir) await rm(tlsDir, { recursive: true, force: true });
  });

  it('makes the shop CA and serves PocketBase over https with a certificate for the name that the CA signed', async () => {
    const ca = await readFile(tls.caCertPath);
    const root = new X509Certificate(ca);
    expect(root.ca).toBe(true);
    expect(root.subject).toContain('Shop server CA');
    expect(tls.caFingerprint).toBe(root.fingerprint256);

    const answer = await get(true, options.httpsPort, '/api/health', ca);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ message: 'API is healthy.' });
    expect(answer.peer?.checkHost(NAME)).toBe(NAME);
    // Without the shop CA the station's browser would refuse the connection.
    await expect(get(true, options.httpsPort, '/api/health')).rejects.toThrow(/certificate/);
  });

  it('redirects plain http to https, except the CA certificate a station downloads to trust it', async () => {
    const redirect = await get(false, options.httpPort, '/flipkart-amazon-tools/health/?format=json');
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toBe(`https://${NAME}:${options.httpsPort}/flipkart-amazon-tools/health/?format=json`);

    const download = await get(false, options.httpPort, '/shop-ca.crt');
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/x-x509-ca-cert');
    expect(new X509Certificate(download.body).fingerprint256).toBe(tls.caFingerprint);
  });

  it('keeps the same CA across restarts, so stations trust it once', async () => {
    const before = tls.caFingerprint;
    await tls.stop();
    tls = await startShopTls(options);
    expect(tls.caFingerprint).toBe(before);
    expect((await get(true, options.httpsPort, '/api/health', await readFile(tls.caCertPath))).status).toBe(200);
  });
});
