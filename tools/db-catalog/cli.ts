// `node tools/db-catalog/cli.ts [--until <version>] > <file>`: prints the snapshot of what
// supabase/migrations (up to a version, or all) make of a new Supabase database, as
// tests/db/baseline-schema.test.ts compares it. Made once from the migrations before they were
// squashed into the baseline, and kept as the proof that the baseline is the same schema.
import { parseArgs } from 'node:util';

import { formatSnapshot, snapshotMigrations } from './snapshot.ts';

const { values } = parseArgs({ options: { until: { type: 'string' } } });
const { db, snapshot } = await snapshotMigrations(values.until === undefined ? {} : { until: values.until });
await db.close();
process.stdout.write(formatSnapshot(snapshot));
