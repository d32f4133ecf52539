import 'fake-indexeddb/auto';
import { newId } from '../../src/domain/ids';
import { signedInUser, startTestServer } from '../support/pocketbase';
const server = await startTestServer();
const pb = await signedInUser(server);
async function run(label: string, make: () => [string, Record<string, unknown>]) {
  const t = performance.now();
  for (let i = 0; i < 20; i++) { const b = pb.createBatch(); for (let j = 0; j < 50; j++) { const [c, body] = make(); b.collection(c).upsert(body); } await b.send({ requestKey: null }); }
  console.log(label, ((performance.now() - t) / 1000).toFixed(3), 'ms/req');
}
await run('monitoring', () => ['monitoring', { id: newId(), kind: 'event', payload: { a: 1 } }]);
await run('categories', () => ['categories', { id: newId(), name: 'x' }]);
await run('transactions', () => ['transactions', { id: newId(), hash: newId() }]);
const cat = (await pb.collection('categories').create({ id: newId(), name: 'x' })).id;
await run('movements', () => ['stock_movements', { id: newId(), categoryId: cat, type: 'add', quantity: 1 }]);
await run('monitoring', () => ['monitoring', { id: newId(), kind: 'event', payload: { a: 1 } }]);
await run('categories', () => ['categories', { id: newId(), name: 'x' }]);
await run('transactions', () => ['transactions', { id: newId(), hash: newId() }]);
await run('movements', () => ['stock_movements', { id: newId(), categoryId: cat, type: 'add', quantity: 1 }]);
await run('products', () => ['products', { id: newId(), sku: newId(), platform: 'amazon' }]);
await server.cleanup();
