/// <reference path="../pb_data/types.d.ts" />
/* global Command, $dbx */
// Console commands that make sign-in accounts straight in the data dir, so that
// pocketbase/scripts/user-add.ts and the start command need neither a running server nor a
// superuser. SQLite lets them write while a server is serving the same dir. Each prints one JSON
// line on stdout: {"created": {...}}, {"skipped": "..."} or {"error": "..."} (with exit code 1).
// Commands run in the runtime that loaded this file, so the helpers below are in scope.
// The optional ROLE is `user` (the default) or `admin` (migration 1767225711_roles.js).

function runCommand(cmd, args, action) {
  const reply = (value) => cmd.outOrStdout().write(JSON.stringify(value) + '\n');
  try {
    if (args.length !== 2 && args.length !== 3) throw new Error('expected EMAIL PASSWORD [ROLE]');
    const role = args[2] || 'user';
    if (role !== 'user' && role !== 'admin') throw new Error(`the role must be user or admin, not ${role}`);
    reply(action(args[0], args[1], role));
  } catch (err) {
    reply({ error: String(err.message || err) });
    throw err;
  }
}

function createUser(app, email, password, role) {
  const users = app.findCollectionByNameOrId('users');
  if (app.countRecords(users, $dbx.hashExp({ email })) > 0) {
    throw new Error(`a user with the e-mail ${email} already exists`);
  }
  const record = new Record(users);
  record.setEmail(email);
  record.setPassword(password);
  record.setVerified(true);
  record.set('role', role);
  app.save(record);
  return { created: { id: record.id, email: record.email(), role: record.getString('role') } };
}

$app.rootCmd.addCommand(
  new Command({
    use: 'user-add EMAIL PASSWORD [ROLE]',
    short: 'Creates a sign-in account in the users collection',
    run: (cmd, args) => runCommand(cmd, args, (email, password, role) => createUser($app, email, password, role)),
  }),
);

$app.rootCmd.addCommand(
  new Command({
    use: 'user-ensure-first EMAIL PASSWORD [ROLE]',
    short: 'Creates a sign-in account only when the users collection is empty',
    run: (cmd, args) =>
      runCommand(cmd, args, (email, password, role) => {
        let result = { skipped: 'users exist' };
        $app.runInTransaction((txApp) => {
          if (txApp.countRecords('users') === 0) result = createUser(txApp, email, password, role);
        });
        return result;
      }),
  }),
);
