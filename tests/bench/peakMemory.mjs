// Preloaded into a measured command (`node --import`): writes its peak resident memory, worker
// threads included, in KiB to the file named by PEAK_MEMORY_FILE when it exits.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (process.env.PEAK_MEMORY_FILE) writeFileSync(process.env.PEAK_MEMORY_FILE, String(process.resourceUsage().maxRSS));
});
