import { startPocketBase } from '../../pocketbase/scripts/server';
import { makeTempDataDir } from './pocketbase';
const a = await startPocketBase({ dataDir: await makeTempDataDir() });
try { await startPocketBase({ dataDir: await makeTempDataDir(), port: a.port }); } catch (e) { console.log('ERR:', (e as Error).message); }
await a.stop(); await a.stop(); console.log('double stop ok');
