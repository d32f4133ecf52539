// The npm registry this project installs from serves only the linux-x64 builds of packages with
// per-platform binaries, so `npm install` leaves the other platforms' optional packages out of
// package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds those entries
// with the os/cpu/libc their names declare, so every platform but the one in use skips them.
// `--check` only reports missing entries (exit code 1) and writes nothing.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../../package-lock.json', import.meta.url);
const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return undefined;
  const libc = parts.some((part) => part.startsWith('musl'))
    ? 'musl'
    : parts.includes('gnu') || parts.some((part) => part.startsWith('gnueabi'))
      ? 'glibc'
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc && os === 'linux' ? { libc: [libc] } : {}) };
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    const platform = platformOf(name);
    if (lock.packages[target] || !platform || !/^\d+\.\d+\.\d+$/.test(version)) continue;
    lock.packages[target] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added.push(`${name}@${version} (for ${path})`);
  }
}
if (process.argv.includes('--check')) {
  if (added.length) console.error(`package-lock.json lacks: ${added.join(', ')}; run npm run lock:platforms`);
  process.exit(added.length ? 1 : 0);
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(added.length ? `added ${added.length} lock entries:\n${added.join('\n')}` : 'lock already complete');
