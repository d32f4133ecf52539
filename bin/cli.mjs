#!/usr/bin/env node
/**
 * `node bin/cli.mjs <command> ...` (what `npm run labels` and `npm run catalogue` run): the
 * command from its prebuilt bundle, rebuilt first when the sources changed.
 */
import { pathToFileURL } from 'node:url';
import { ensureCliBundle } from './cliBundle.mjs';

const [command] = process.argv.splice(2, 1);
try {
  const bundle = await ensureCliBundle(command ?? '');
  await import(pathToFileURL(bundle).href);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
