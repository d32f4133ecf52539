#!/usr/bin/env node
/**
 * `node bin/cli.mjs <command> ...` (what `npm run labels` and `npm run catalogue` run): the
 * command from its prebuilt bundle, rebuilt first when the sources changed, compiled with the
 * code cache a successful run of it left.
 */
import { ensureCliBundle } from './cliBundle.mjs';
import { loadWithCodeCache } from './codeCache.mjs';

const [command] = process.argv.splice(2, 1);
try {
  const loaded = loadWithCodeCache(await ensureCliBundle(command ?? ''));
  // Kept only after a command that worked: a usage error compiles too little to be worth keeping.
  process.on('exit', (code) => {
    if (code === 0) loaded.keepCache();
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
