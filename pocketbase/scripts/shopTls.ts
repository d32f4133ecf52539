/**
 * HTTPS for the shop's network (docs/OPERATIONS.md, The shop's network): Debian's Caddy, with its internal
 * certificate authority, in front of PocketBase. Caddy makes the shop's CA on its first run, keeps
 * it in `tlsDir` beside the server's data, issues the server certificate for the names given and
 * renews it before it expires; plain http redirects to https and hands out the CA certificate, so
 * that a station can fetch it once and trust it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { sleep } from '../../src/domain/retry';

const CADDY = '/usr/bin/caddy';
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
/** Where the station downloads the CA certificate over plain http, before it trusts it. */
export const CA_PATH = '/shop-ca.crt';

export interface ShopTlsOptions {
  /** Caddy's storage: the shop's CA (keep it: stations trust it) and the server certificates. */
  tlsDir: string;
  /** The names and addresses the stations open; each gets the certificate. */
  names: string[];
  /** The interface Caddy listens on: 0.0.0.0 for the shop's network. */
  bindHost: string;
  httpsPort: number;
  httpPort: number;
  /** PocketBase's loopback port. */
  upstreamPort: number;
}

export interface RunningShopTls {
  /** The CA certificate a station trusts once (PEM). */
  caCertPath: string;
  /** SHA-256 fingerprint of the CA certificate, to compare on the station. */
  caFingerprint: string;
  stop(): Promise<void>;
  /** Settles when Caddy ends, with its last output. */
  exited: Promise<string>;
}

/** The shop's CA as Caddy stores it under its storage root. */
function caDir(tlsDir: string): string {
  return join(tlsDir, 'pki', 'authorities', 'local');
}

/** This machine's names and non-loopback IPv4 addresses, then localhost, then `extra`. */
export function machineNames(extra: readonly string[] = []): string[] {
  const host = hostname().toLowerCase();
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => address!.address);
  const names = [...extra, host, ...(host.includes('.') ? [] : [`${host}.local`, `${host}.lan`]), ...addresses];
  return [...new Set([...names, 'localhost', '127.0.0.1'].filter(Boolean))];
}

function caddyfile(options: ShopTlsOptions): string {
  const sites = options.names.map((name) => `https://${name.includes(':') ? `[${name}]` : name}:${options.httpsPort}`);
  return `{
	admin off
	skip_install_trust
	auto_https disable_redirects
	storage file_system {
		root "${options.tlsDir}"
	}
	pki {
		ca local {
			name "Shop server"
			root_cn "Shop server CA (flipkart-amazon-tools)"
		}
	}
}

${sites.join(', ')} {
	bind ${options.bindHost}
	tls internal
	reverse_proxy 127.0.0.1:${options.upstreamPort}
}

http://:${options.httpPort} {
	bind ${options.bindHost}
	handle ${CA_PATH} {
		root * "${caDir(options.tlsDir)}"
		rewrite * /root.crt
		header Content-Type application/x-x509-ca-cert
		file_server
	}
	handle {
		redir https://{host}:${options.httpsPort}{uri} 308
	}
}
`;
}

/**
 * Caddy comes from Debian. As root it is installed with apt-get; Debian's package then starts a
 * service of its own on port 80 serving a placeholder page, which is stopped and disabled since
 * this command runs its own Caddy. Otherwise the error says what to run.
 */
export function ensureCaddy(): void {
  if (existsSync(CADDY)) return;
  if (process.getuid?.() !== 0) {
    throw new Error("HTTPS needs Debian's caddy: sudo apt-get update && sudo apt-get install -y caddy (then run this again)");
  }
  console.log("Installing Debian's caddy for HTTPS...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'caddy'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  spawnSync('systemctl', ['disable', '--now', 'caddy'], { stdio: 'ignore' });
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts Caddy and resolves once it serves https and the shop's CA exists. */
export async function startShopTls(options: ShopTlsOptions): Promise<RunningShopTls> {
  await mkdir(options.tlsDir, { recursive: true });
  const config = join(options.tlsDir, 'Caddyfile');
  await writeFile(config, caddyfile(options));
  // Caddy's config and data folders also go to tlsDir, so nothing is written elsewhere.
  const env = { ...process.env, XDG_DATA_HOME: options.tlsDir, XDG_CONFIG_HOME: options.tlsDir, HOME: options.tlsDir };
  const child = spawn(CADDY, ['run', '--adapter', 'caddyfile', '--config', config], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  process.once('exit', () => child.kill('SIGKILL'));
  let output = '';
  const append = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-32 * 1024));
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const caCertPath = join(caDir(options.tlsDir), 'root.crt');
  const probeHost = options.bindHost === '0.0.0.0' ? '127.0.0.1' : options.bindHost;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(existsSync(caCertPath) && (await accepts(probeHost, options.httpsPort)))) {
    if (child.exitCode !== null) throw new Error(`Caddy exited:\n${output}`);
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`Caddy did not serve https on port ${options.httpsPort}:\n${output}`);
    }
    await sleep(100);
  }
  const caFingerprint = new X509Certificate(await readFile(caCertPath)).fingerprint256;
  const exited = new Promise<string>((resolve) => child.once('exit', () => resolve(output)));
  return { caCertPath, caFingerprint, stop: () => stopChild(child), exited };
}
