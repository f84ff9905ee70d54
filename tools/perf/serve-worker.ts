// The static server on its own thread. In the runner's thread, Lighthouse's trace processing
// would hold up responses, and Lantern (simulated throttling) reads observed response times
// as server latency and adds it to every request it simulates: the host would be measured
// as slow whenever the measuring tool is busy.
import { parentPort, workerData } from 'node:worker_threads';

import { startStaticServer } from '../static-server.ts';
import { FLOOR_FILE, FLOOR_PATH } from './floor.ts';

const server = await startStaticServer({
  root: (workerData as { root: string }).root,
  brotli: true,
  files: { [FLOOR_PATH]: FLOOR_FILE },
});
parentPort?.postMessage(server.url);
parentPort?.on('message', (message: unknown) => {
  if (message === 'close') void server.close().then(() => process.exit(0));
});
