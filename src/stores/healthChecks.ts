import { formatCount, formatDateTime } from '../domain/format';
import type { SecureContextReading } from './secureContext';

/** What the Health screen knows when it evaluates (gathered by useHealthChecks). */
export interface HealthInputs {
  online: boolean;
  /** null while the server is being asked. */
  server: { reachable: boolean; latencyMs: number } | null;
  session: { signedIn: boolean; server: 'unknown' | 'valid' | 'expired' };
  /** null when a test write succeeded, else why it failed. */
  databaseError: string | null;
  storage: { persisted: boolean | null; usage: number; quota: number } | null;
  serviceWorker: { supported: boolean; active: boolean; waiting: boolean; version: string };
  pending: { count: number; oldestAt: string | null };
  refused: number;
  lastSyncedAt: string | null;
  secureContext: SecureContextReading;
}

export type HealthStatus = 'ok' | 'warning' | 'failing' | 'checking';

type HealthCheckName =
  | 'secureContext'
  | 'server'
  | 'session'
  | 'database'
  | 'storage'
  | 'serviceWorker'
  | 'pendingChanges'
  | 'refusedChanges'
  | 'lastSync';

export interface HealthCheck {
  name: HealthCheckName;
  label: string;
  status: HealthStatus;
  detail: string;
  /** When this check last changed status, as this browser saw it (ISO 8601). */
  since: string;
}

/** Pending changes older than this mean the station has not reached the server for a while. */
const STALE_PENDING_MS = 15 * 60 * 1000;
/** Space left below this is a warning: a day's label PDFs need room. */
const LOW_SPACE_BYTES = 200 * 1024 * 1024;

function describeAge(from: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - new Date(from).getTime()) / 60_000));
  if (minutes < 1) return 'less than a minute';
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h` : `${formatCount(Math.round(hours / 24))} days`;
}

function megabytes(bytes: number): string {
  return `${formatCount(Math.round(bytes / (1024 * 1024)))} MB`;
}

type Evaluated = Omit<HealthCheck, 'since'>;

/** The dashboard's warning and the Health check say the same: what is lost, and where to go instead. */
export function insecureContextAdvice({ httpsAddress }: SecureContextReading): string {
  const where = httpsAddress ? `Open ${httpsAddress}` : "Open the server's https address (the one its start command prints)";
  return `This page was opened over plain http, so the browser turns off offline work and installing the app. ${where}.`;
}

function secureContextCheck({ secureContext }: HealthInputs): Evaluated {
  const base = { name: 'secureContext' as const, label: 'Secure connection (https)' };
  if (secureContext.secure) return { ...base, status: 'ok', detail: 'Yes: offline work and installing the app are possible.' };
  return { ...base, status: 'failing', detail: insecureContextAdvice(secureContext) };
}

function serverCheck({ online, server }: HealthInputs): Evaluated {
  const base = { name: 'server' as const, label: 'Server reachable' };
  if (!online) return { ...base, status: 'failing', detail: 'This device is offline; changes wait on the station.' };
  if (!server) return { ...base, status: 'checking', detail: 'Asking the server…' };
  if (!server.reachable) return { ...base, status: 'failing', detail: 'The server does not answer.' };
  const slow = server.latencyMs > 2000;
  return {
    ...base,
    status: slow ? 'warning' : 'ok',
    detail: `Answered in ${formatCount(server.latencyMs)} ms${slow ? ' (slow)' : ''}.`,
  };
}

function sessionCheck({ session }: HealthInputs): Evaluated {
  const base = { name: 'session' as const, label: 'Signed-in session' };
  if (!session.signedIn) return { ...base, status: 'warning', detail: 'Nobody is signed in on this station.' };
  if (session.server === 'expired') return { ...base, status: 'failing', detail: 'The session expired: sign in again.' };
  if (session.server === 'unknown')
    return { ...base, status: 'warning', detail: 'Signed in; the server has not confirmed it yet.' };
  return { ...base, status: 'ok', detail: 'Signed in, confirmed by the server.' };
}

function storageCheck({ storage }: HealthInputs): Evaluated {
  const base = { name: 'storage' as const, label: 'Storage' };
  if (!storage) return { ...base, status: 'warning', detail: 'This browser does not say how much space is left.' };
  const left = Math.max(0, storage.quota - storage.usage);
  const persisted = storage.persisted ? 'persisted' : 'not persisted (the browser may clear it when space runs low)';
  const status = left < LOW_SPACE_BYTES ? 'failing' : storage.persisted ? 'ok' : 'warning';
  return { ...base, status, detail: `${megabytes(left)} left, ${persisted}.` };
}

function serviceWorkerCheck({ serviceWorker }: HealthInputs): Evaluated {
  const base = { name: 'serviceWorker' as const, label: 'Offline app (service worker)' };
  if (!serviceWorker.supported) return { ...base, status: 'failing', detail: 'This browser cannot keep the app offline.' };
  if (!serviceWorker.active) return { ...base, status: 'warning', detail: 'Not active yet: the app will not open offline.' };
  const waiting = serviceWorker.waiting ? ' A new version waits: reload to use it.' : '';
  return { ...base, status: waiting ? 'warning' : 'ok', detail: `Active, version ${serviceWorker.version}.${waiting}` };
}

function pendingCheck({ pending }: HealthInputs, now: Date): Evaluated {
  const base = { name: 'pendingChanges' as const, label: 'Changes waiting to be sent' };
  if (pending.count === 0 || !pending.oldestAt) return { ...base, status: 'ok', detail: 'None.' };
  const stale = now.getTime() - new Date(pending.oldestAt).getTime() > STALE_PENDING_MS;
  const detail = `${formatCount(pending.count)}, the oldest waiting ${describeAge(pending.oldestAt, now)}.`;
  return { ...base, status: stale ? 'warning' : 'ok', detail };
}

function lastSyncCheck({ lastSyncedAt }: HealthInputs, now: Date): Evaluated {
  const base = { name: 'lastSync' as const, label: 'Last successful sync' };
  if (!lastSyncedAt) return { ...base, status: 'warning', detail: 'Never on this station.' };
  const old = now.getTime() - new Date(lastSyncedAt).getTime() > STALE_PENDING_MS;
  return {
    ...base,
    status: old ? 'warning' : 'ok',
    detail: `${describeAge(lastSyncedAt, now)} ago (${formatDateTime(lastSyncedAt)}).`,
  };
}

/** Every check of the Health screen (docs/SPEC.md §16), in the order a packer reads them. */
export function evaluateHealth(inputs: HealthInputs, now: Date): Evaluated[] {
  return [
    serverCheck(inputs),
    sessionCheck(inputs),
    {
      name: 'database',
      label: 'Local database writable',
      status: inputs.databaseError ? 'failing' : 'ok',
      detail: inputs.databaseError ?? 'A test write succeeded.',
    },
    storageCheck(inputs),
    serviceWorkerCheck(inputs),
    pendingCheck(inputs, now),
    {
      name: 'refusedChanges',
      label: 'Changes the server refused',
      status: inputs.refused > 0 ? 'warning' : 'ok',
      detail: inputs.refused > 0 ? `${formatCount(inputs.refused)}: see the sync indicator for the reasons.` : 'None.',
    },
    lastSyncCheck(inputs, now),
    secureContextCheck(inputs),
  ];
}

export type SinceMemory = Partial<Record<HealthCheckName, { status: HealthStatus; since: string }>>;

/**
 * Adds "since when" to each check: the time it was first seen in its current status, kept from
 * the previous evaluation (a status that did not change keeps its time). 'checking' never resets it.
 */
export function withSince(
  checks: readonly Evaluated[],
  memory: SinceMemory,
  now: Date,
): { checks: HealthCheck[]; memory: SinceMemory } {
  const next: SinceMemory = { ...memory };
  const timed = checks.map((check) => {
    const previous = memory[check.name];
    if (check.status !== 'checking' && previous?.status !== check.status) {
      next[check.name] = { status: check.status, since: now.toISOString() };
    }
    return { ...check, since: next[check.name]?.since ?? now.toISOString() };
  });
  return { checks: timed, memory: next };
}
