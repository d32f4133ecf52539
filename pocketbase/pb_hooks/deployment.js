/// <reference path="../pb_data/types.d.ts" />
/* global module, arrayOf */
// What the deployment-status page shows of the server (docs/SPEC.md §16), for signed-in admins only.

function requireAdmin(e) {
  const admin = e.auth && e.auth.collection().name === 'users' && e.auth.getString('role') === 'admin';
  if (!admin) throw new ForbiddenError('Only an admin sees the deployment status.');
}

/** The binary's version: the root command's (what `pocketbase --version` prints). */
function pocketbaseVersion(app) {
  try {
    return String(app.rootCmd.version || '');
  } catch {
    return '';
  }
}

function migrationsApplied(app) {
  const rows = arrayOf(new DynamicModel({ file: '', applied: 0 }));
  app.db().newQuery('SELECT file, applied FROM _migrations ORDER BY applied, file').all(rows);
  // `applied` is in microseconds since the epoch.
  return rows.map((row) => ({ file: row.file, appliedAt: new Date(Math.floor(row.applied / 1000)).toISOString() }));
}

function backups(app) {
  const fsys = app.newBackupsFilesystem();
  try {
    return fsys
      .list('')
      .filter((item) => item && item.key.endsWith('.zip'))
      .map((item) => ({ key: item.key, size: item.size, modified: new Date(item.modTime.unixMilli()).toISOString() }))
      .sort((a, b) => (a.modified < b.modified ? 1 : -1));
  } finally {
    fsys.close();
  }
}

function status(app) {
  return {
    pocketbase: pocketbaseVersion(app),
    migrations: migrationsApplied(app),
    backups: backups(app),
    backupSchedule: { cron: app.settings().backups.cron, keep: app.settings().backups.cronMaxKeep },
  };
}

function backupNow(e) {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const name = `manual_${stamp}.zip`;
  e.app.createBackup(e.request.context(), name);
  return name;
}

module.exports = { requireAdmin, status, backupNow };
