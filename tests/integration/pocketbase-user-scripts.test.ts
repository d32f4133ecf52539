import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstUser } from '../../pocketbase/scripts/ensure-first-user';
import { REPO_ROOT, startPocketBase, type RunningPocketBase } from '../../pocketbase/scripts/server';
import { makeTempDataDir, newClient, superuserClient } from '../support/pocketbase';

const USER_ADD = 'pocketbase/scripts/user-add.ts';

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function userAdd(...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', USER_ADD, ...args], {
      cwd: REPO_ROOT,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function emailsIn(server: RunningPocketBase): Promise<string[]> {
  const admin = await superuserClient(server);
  return (await admin.collection('users').getFullList()).map((user) => user.email as string);
}

describe('user-add CLI and ensureFirstUser', () => {
  const dirs: string[] = [];
  const servers: RunningPocketBase[] = [];

  async function freshDir(): Promise<string> {
    const dir = await makeTempDataDir();
    dirs.push(dir);
    return dir;
  }

  async function serve(dataDir: string): Promise<RunningPocketBase> {
    const server = await startPocketBase({ dataDir });
    servers.push(server);
    return server;
  }

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  describe('user-add on an empty data dir, with no server running', () => {
    let dataDir: string;

    beforeAll(async () => {
      dataDir = await freshDir();
    });

    it('creates a user who can then sign in with role "user"', async () => {
      const result = await userAdd('packer@example.com', 'packing-station-1', '--dir', dataDir);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Created user packer@example.com (role user');

      const server = await serve(dataDir);
      const auth = await newClient(server.url).collection('users').authWithPassword('packer@example.com', 'packing-station-1');
      expect(auth.record.role).toBe('user');
      await server.stop();
    });

    it('refuses an e-mail that already has an account', async () => {
      const result = await userAdd('packer@example.com', 'another-password', '--dir', dataDir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('a user with the e-mail packer@example.com already exists');
    });

    it('refuses a bad e-mail and a password under 8 characters', async () => {
      const badEmail = await userAdd('not-an-email', 'long-enough-1', '--dir', dataDir);
      expect(badEmail.code).toBe(1);
      expect(badEmail.stderr).toMatch(/email: .*valid email/i);

      const shortPassword = await userAdd('short@example.com', '1234567', '--dir', dataDir);
      expect(shortPassword.code).toBe(1);
      expect(shortPassword.stderr).toMatch(/password: .*at least 8/i);
    });

    it('prints its usage for missing arguments', async () => {
      const result = await userAdd('only-email@example.com');
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('usage:');
    });
  });

  it('user-add works while a server is serving the data dir', async () => {
    const dataDir = await freshDir();
    const server = await serve(dataDir);
    const result = await userAdd('live@example.com', 'live-password-1', '--dir', dataDir);
    expect(result.code).toBe(0);
    const auth = await newClient(server.url).collection('users').authWithPassword('live@example.com', 'live-password-1');
    expect(auth.record.email).toBe('live@example.com');
  });

  it('ensureFirstUser creates exactly one user on an empty dir, then nothing', async () => {
    const dataDir = await freshDir();
    const first = await ensureFirstUser(dataDir);
    expect(first?.email).toBe('admin@example.com');
    expect(first?.password.length).toBeGreaterThanOrEqual(12);
    expect(await ensureFirstUser(dataDir)).toBeNull();

    const server = await serve(dataDir);
    expect(await emailsIn(server)).toEqual(['admin@example.com']);
    const auth = await newClient(server.url)
      .collection('users')
      .authWithPassword(first?.email ?? '', first?.password ?? '');
    // Whoever starts the server manages the other accounts (tests/integration/roles.test.ts).
    expect(auth.record.role).toBe('admin');
  });

  it('ensureFirstUser creates nothing when users exist, even while serving', async () => {
    const dataDir = await freshDir();
    const server = await serve(dataDir);
    expect((await userAdd('someone@example.com', 'someone-password', '--dir', dataDir)).code).toBe(0);
    expect(await ensureFirstUser(dataDir)).toBeNull();
    expect(await emailsIn(server)).toEqual(['someone@example.com']);
  });
});
