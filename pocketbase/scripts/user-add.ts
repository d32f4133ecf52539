/**
 * Creates a sign-in account (role 'user') in the `users` collection:
 *
 *   npx tsx pocketbase/scripts/user-add.ts EMAIL PASSWORD [--dir pocketbase/pb_data]
 *
 * It applies the migrations, then runs the `user-add` console command of
 * pocketbase/pb_hooks/users_commands.pb.js on the data dir: PocketBase itself validates and saves
 * the record straight into the dir's SQLite database. That works the same whether or not a server
 * is serving the dir, and needs neither a superuser nor the server's address. PocketBase's own
 * validation messages come back for a bad e-mail or a password under 8 characters; an e-mail that
 * already has an account is refused. Exit code 0 on success, 1 on refusal, 2 on bad usage.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, createUser } from './server';

const USAGE = 'usage: npx tsx pocketbase/scripts/user-add.ts EMAIL PASSWORD [--dir pocketbase/pb_data]';

function parse(): { email: string; password: string; dataDir: string } | null {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { dir: { type: 'string' } },
    });
    const [email, password] = positionals;
    if (positionals.length !== 2 || !email || !password) return null;
    return { email, password, dataDir: values.dir ? resolve(values.dir) : DEFAULT_DATA_DIR };
  } catch {
    return null;
  }
}

const args = parse();
if (!args) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const user = await createUser(args.dataDir, args.email, args.password);
  console.log(`Created user ${user.email} (role ${user.role}, id ${user.id}) in ${args.dataDir}`);
} catch (error) {
  console.error(`user-add: ${(error as Error).message}`);
  process.exit(1);
}
