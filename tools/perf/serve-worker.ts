// The static server on its own thread. In the runner's thread, Lighthouse's trace processing
// would hold up responses, and Lantern (simulated throttling) reads observed response times
// as server latency and adds it to every request it simulates: the host would be measured
// as slow whenever the measuring tool is busy. Of the headers the build wrote for its host
// (dist/_headers) it sends the pages' own, the Link that names a first screen's picture: the
// security headers stay out, since with Cross-Origin-Opener-Policy Chromium moves each navigation
// from the new tab's blank page into a new process, 60-70 ms on the floor page and ours alike,
// a cost of how the benchmark opens a page and not of the page (docs/architecture.md#first-screen-picture).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

import { headersFromFile } from '../../src/integrations/security-headers/headers-file.ts';
import { startStaticServer } from '../static-server.ts';
import { FLOOR_FILE, FLOOR_PATH } from './floor.ts';

/** Only the headers that describe the page itself. */
function pageHeaders(host: (path: string) => Record<string, string>) {
  return (path: string): Record<string, string> => {
    const { Link } = host(path);
    return Link ? { Link } : {};
  };
}

const { root } = workerData as { root: string };
const hostHeaders = join(root, '_headers');
const server = await startStaticServer({
  root,
  brotli: true,
  ...(existsSync(hostHeaders) ? { headers: pageHeaders(headersFromFile(hostHeaders)) } : {}),
  files: { [FLOOR_PATH]: FLOOR_FILE },
});
parentPort?.postMessage(server.url);
parentPort?.on('message', (message: unknown) => {
  if (message === 'close') void server.close().then(() => process.exit(0));
});
