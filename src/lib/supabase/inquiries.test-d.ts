// Type test (`npm run test:types` compiles it; nothing runs): the columns the inquiry list selects
// are exactly InquirySummary's, so the select string and the type cannot drift apart unnoticed.
import { createClient } from '@supabase/supabase-js';
import { expectTypeOf } from 'vitest';

import type { Database } from './database.types';
import { type InquirySummary, SUMMARY_COLUMNS } from './inquiries';

const client = createClient<Database>('http://127.0.0.1:54321', 'anon-key');

expectTypeOf(client.from('inquiries').select(SUMMARY_COLUMNS))
  .resolves.toHaveProperty('data')
  .toEqualTypeOf<InquirySummary[] | null>();
