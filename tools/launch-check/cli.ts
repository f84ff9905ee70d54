// `npm run check:launch -- <SUPABASE_URL> <PUBLISHABLE_KEY> [--token <management token>]
// [--legacy-anon-key <key>] [--site <https://www.example.kr>] [--sentry-dsn <dsn>]`: reports, line by line in Korean and English, each condition the
// site relies on that only the running project can show, and exits 1 when any line fails
// (warnings, such as legacy keys still on, do not). The token may also come from
// SUPABASE_ACCESS_TOKEN, the DSN from PUBLIC_SENTRY_DSN. docs/deploy.md#9-the-launch-check.
import { parseArgs } from 'node:util';

import { nodeEnv } from '../../src/lib/env/node.ts';
import { envText } from '../../src/lib/env/read.ts';
import { formatReport, runLaunchCheck } from './check.ts';

const USAGE =
  'npm run check:launch -- <SUPABASE_URL> <PUBLISHABLE_KEY> [--token <management token>] [--legacy-anon-key <key>] [--site <url>] [--sentry-dsn <dsn>]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    token: { type: 'string' },
    'legacy-anon-key': { type: 'string' },
    'management-url': { type: 'string' },
    site: { type: 'string' },
    'sentry-dsn': { type: 'string' },
  },
});
const [url, key] = positionals;
if (!url || !key) {
  console.error(`사용법 / usage: ${USAGE}`);
  process.exit(2);
}
const token = values.token ?? envText(process.env, 'SUPABASE_ACCESS_TOKEN');
const sentryDsn = values['sentry-dsn'] ?? envText(nodeEnv(process.cwd(), 'production'), 'PUBLIC_SENTRY_DSN');
const lines = await runLaunchCheck({
  url,
  key,
  ...(token ? { token } : {}),
  ...(values['legacy-anon-key'] ? { legacyAnonKey: values['legacy-anon-key'] } : {}),
  ...(values['management-url'] ? { managementUrl: values['management-url'] } : {}),
  ...(values.site ? { site: values.site } : {}),
  ...(sentryDsn ? { sentryDsn } : {}),
});
console.log(`출시 점검 / launch check: ${url}\n`);
console.log(formatReport(lines));
process.exitCode = lines.some((line) => line.status === 'fail') ? 1 : 0;
