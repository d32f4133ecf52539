import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusalStatus, signedInUser, superuserClient } from '../support/pocketbase';
import { serverForTests } from '../support/serverForTests';
import { signedInAdmin } from '../support/signedInAdmin';

/**
 * The server's deployment status (docs/SPEC.md §16): pb_hooks/deployment.pb.js for signed-in admins, and
 * the daily backups of migration 1767225751_daily_backups.js.
 */

const server = serverForTests();
let admin: PocketBase;

beforeAll(async () => {
  admin = await signedInAdmin(server);
});

interface Status {
  pocketbase: string;
  migrations: { file: string; appliedAt: string }[];
  backups: { key: string; size: number; modified: string }[];
  backupSchedule: { cron: string; keep: number };
}

describe('deployment status route', () => {
  it('gives an admin the PocketBase version, the migrations applied and the backup schedule', async () => {
    const status = await admin.send<Status>('/api/deployment/status', {});
    expect(status.pocketbase).toMatch(/^\d+\.\d+\.\d+/);
    expect(status.migrations.map((migration) => migration.file)).toContain('1767225751_daily_backups.js');
    expect(status.backupSchedule).toEqual({ cron: '30 2 * * *', keep: 7 });
  });

  it('refuses a user and a visitor', async () => {
    const user = await signedInUser(server);
    expect(await refusalStatus(user.send('/api/deployment/status', {}))).toBe(403);
    expect(await refusalStatus(user.send('/api/deployment/backups', { method: 'POST' }))).toBe(403);
    const root = await superuserClient(server);
    root.authStore.clear();
    expect(await refusalStatus(root.send('/api/deployment/status', {}))).toBe(401);
  });

  it('makes a backup on "Back up now" and lists it with size and date', async () => {
    const { key } = await admin.send<{ key: string }>('/api/deployment/backups', { method: 'POST' });
    const { backups } = await admin.send<Status>('/api/deployment/status', {});
    const made = backups.find((backup) => backup.key === key);
    expect(made?.size).toBeGreaterThan(0);
    expect(Date.now() - new Date(made?.modified ?? 0).getTime()).toBeLessThan(60_000);
  });
});
