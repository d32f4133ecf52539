/**
 * Creates a sign-in account in the `users` collection, role 'user', or 'admin' with --admin:
 *
 *   npm run user:add -- EMAIL PASSWORD [--admin] [--dir pocketbase/pb_data]
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
import { DEFAULT_DATA_DIR, createUser, type UserRole } from './server';

const USAGE = 'usage: npm run user:add -- EMAIL PASSWORD [--admin] [--dir pocketbase/pb_data]';

function parse(): { email: string; password: string; role: UserRole; dataDir: string } | null {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { dir: { type: 'string' }, admin: { type: 'boolean' } },
    });
    const [email, password] = positionals;
    if (positionals.length !== 2 || !email || !password) return null;
    const role = values.admin ? 'admin' : 'user';
    return { email, password, role, dataDir: values.dir ? resolve(values.dir) : DEFAULT_DATA_DIR };
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
  const user = await createUser(args.dataDir, args.email, args.password, args.role);
  console.log(`Created user ${user.email} (role ${user.role}, id ${user.id}) in ${args.dataDir}`);
} catch (error) {
  console.error(`user-add: ${(error as Error).message}`);
  process.exit(1);
}
