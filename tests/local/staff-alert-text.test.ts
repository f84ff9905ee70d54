// Staff alerts carry nothing a visitor can aim (docs/database.md#the-inquiry-loop): a link or a
// phone number typed into the company or 업종 field reaches the staff webhook removed, and the
// inquiry's text never reaches it at all. Over the real gateway, trigger, pg_net and notify.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';

import type { Database } from '../../src/lib/supabase/database.types.ts';
import { LINK_REMOVED, NUMBER_REMOVED } from '../../supabase/functions/notify/visitor-text.ts';
import { inboxClient } from '../../tools/local-supabase/messaging/inbox-client.ts';

const url = inject('supabaseUrl');
const inbox = inboxClient(url, inject('supabaseServiceRoleKey'));
const guest = createClient<Database>(url, inject('supabaseAnonKey'), { auth: { persistSession: false } });
const staff = createClient<Database>(url, inject('supabaseServiceRoleKey'), { auth: { persistSession: false } });

/** A guest's partnership inquiry, and the staff webhook's alert for it. */
async function alertFor(company: string, content: string): Promise<string> {
  const tag = crypto.randomUUID().slice(0, 8);
  const { error } = await guest
    .from('business_inquiries')
    .insert({ name: '박지훈', tel: '02-3456-7890', company, content: `${content} ${tag}`, privacy_consent: true });
  expect(error).toBeNull();
  const { data } = await staff.from('business_inquiries').select('receipt_no').like('content', `% ${tag}`).single();
  const receipt = data?.receipt_no ?? '?';
  const alert = await inbox.waitFor((messages) =>
    messages.find((m) => m.channel === 'webhook' && m.text.includes(receipt)),
  );
  return alert.text;
}

describe('a staff alert for a visitor’s text', () => {
  it.each([
    ['bit.ly/3xYzAb', `상호·업종 ${LINK_REMOVED}`],
    ['https://ev.il', `상호·업종 ${LINK_REMOVED}`],
    ['010-9876-5432', `상호·업종 ${NUMBER_REMOVED}`],
  ])('a company of %s reads “%s”, and the text with a link and a number is not in it', async (company, line) => {
    const text = await alertFor(company, '자세한 내용은 https://evil.example/x 또는 bit.ly/9zZ 010-1111-2222 로');
    expect(text.split('\n')).toContain(line);
    expect(text).not.toMatch(/bit\.ly|ev\.il|evil\.example|9876|5432|1111-2222/);
  });
});
