// `npm run check:launch -- <SUPABASE_URL> <PUBLISHABLE_KEY> [--token <management token>]
// [--legacy-anon-key <key>]`: reports, line by line in Korean and English, each condition the
// site relies on that only the running project can show, and exits 1 when any line fails
// (warnings, such as legacy keys still on, do not). The token may also come from
// SUPABASE_ACCESS_TOKEN. docs/deploy.md#7-the-launch-check.
import { parseArgs } from 'node:util';

import { envText } from '../../src/lib/env/read.ts';
import { formatReport, runLaunchCheck } from './check.ts';

const USAGE =
  'npm run check:launch -- <SUPABASE_URL> <PUBLISHABLE_KEY> [--token <management token>] [--legacy-anon-key <key>]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { token: { type: 'string' }, 'legacy-anon-key': { type: 'string' }, 'management-url': { type: 'string' } },
});
const [url, key] = positionals;
if (!url || !key) {
  console.error(`사용법 / usage: ${USAGE}`);
  process.exit(2);
}
const token = values.token ?? envText(process.env, 'SUPABASE_ACCESS_TOKEN');
const lines = await runLaunchCheck({
  url,
  key,
  ...(token ? { token } : {}),
  ...(values['legacy-anon-key'] ? { legacyAnonKey: values['legacy-anon-key'] } : {}),
  ...(values['management-url'] ? { managementUrl: values['management-url'] } : {}),
});
console.log(`출시 점검 / launch check: ${url}\n`);
console.log(formatReport(lines));
process.exitCode = lines.some((line) => line.status === 'fail') ? 1 : 0;
