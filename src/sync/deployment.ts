import type PocketBase from 'pocketbase';

/** The answer of GET /api/deployment/status (pocketbase/pb_hooks/deployment.js). */
export interface ServerDeployment {
  pocketbase: string;
  migrations: { file: string; appliedAt: string }[];
  backups: { key: string; size: number; modified: string }[];
  backupSchedule: { cron: string; keep: number };
}

/** The server's version, migrations and backups: for signed-in admins (403 otherwise). */
export function readServerDeployment(pb: PocketBase): Promise<ServerDeployment> {
  return pb.send<ServerDeployment>('/api/deployment/status', { method: 'GET' });
}

/** Makes a PocketBase backup now; answers its file name once it is written. */
export async function backUpServerNow(pb: PocketBase): Promise<string> {
  return (await pb.send<{ key: string }>('/api/deployment/backups', { method: 'POST' })).key;
}
