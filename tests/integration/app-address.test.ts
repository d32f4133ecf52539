import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOrigin } from '../../pocketbase/scripts/publicOrigin';
import { createUser, startPocketBase, type RunningPocketBase } from '../../pocketbase/scripts/server';
import { startMailCapture, type MailCapture } from '../support/mailCapture';
import { makeTempDataDir, newClient, superuserClient } from '../support/pocketbase';

/**
 * `npm start` (pocketbase/scripts/start.ts) gives PocketBase the address it serves the app at
 * (pb_hooks/app_address.pb.js): the application URL, which a password reset mail links to, and
 * the product's name instead of PocketBase's "Acme".
 */

// The address of HTTPS=1 npm start on a machine named shop-pc (127.0.0.1 answers for the name here).
const origin = publicOrigin({ https: true, host: '0.0.0.0', port: 8090, httpsPort: 8443, names: ['shop-pc', '127.0.0.1'] });
const email = 'packer@example.com';
let server: RunningPocketBase;
let mail: MailCapture;

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startPocketBase({ dataDir: await makeTempDataDir(), appUrl: origin });
  await createUser(server.dataDir, email, 'packing-station-7');
});

afterAll(async () => {
  await server?.stop();
  await mail?.close();
  if (server) await rm(server.dataDir, { recursive: true, force: true });
});

describe("the server's address in its settings and mails", () => {
  it('is where npm start serves the app, as the other stations open it', () => {
    expect(origin).toBe('https://shop-pc:8443');
    const plain = { https: false, port: 8090, httpsPort: 8443, names: ['shop-pc', '192.168.1.20'] };
    expect(publicOrigin({ ...plain, host: '127.0.0.1' })).toBe('http://localhost:8090');
    expect(publicOrigin({ ...plain, host: '0.0.0.0' })).toBe('http://shop-pc:8090');
    expect(publicOrigin({ ...plain, host: '192.168.1.20' })).toBe('http://192.168.1.20:8090');
  });

  it("sets PocketBase's application name and URL, and a reset mail links to that address", async () => {
    const root = await superuserClient(server);
    const settings = await root.settings.getAll();
    expect(settings.meta).toMatchObject({ appName: 'Flipkart Amazon Tools', appURL: origin });

    await root.settings.update({ smtp: { enabled: true, host: '127.0.0.1', port: mail.port, tls: false } });
    const user = newClient(server.url);
    await user.collection('users').requestPasswordReset(email);
    await expect.poll(() => mail.messages.length, { timeout: 10_000 }).toBe(1);
    const [message = ''] = mail.messages;
    const link = /(https?:\/\/[^\s"'<>]+\/_\/#\/auth\/confirm-password-reset\/[\w.-]+)/.exec(message)?.[1];
    expect(link?.startsWith(`${origin}/_/#/auth/confirm-password-reset/`)).toBe(true);
    expect(message).toContain('Flipkart Amazon Tools');
    expect(message).not.toContain('Acme');

    // The link's page (PocketBase's dashboard, served at /_/ to anyone) sets the new password with its token.
    expect((await fetch(`${server.url}/_/`)).status).toBe(200);
    const token = link?.split('/').pop() ?? '';
    await user.collection('users').confirmPasswordReset(token, 'new-password-42', 'new-password-42');
    await user.collection('users').authWithPassword(email, 'new-password-42');
    expect(user.authStore.isValid).toBe(true);
  });
});
