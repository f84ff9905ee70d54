// The answer notice is a use within the inquiry's purpose, but both texts a person reads must
// say so: the consent box on the inquiry forms and the privacy policy (the seed's content)
// name the 알림톡/문자 notice, and list the messaging provider the notify function sends
// through and Kakao as processors (처리위탁). This keeps the two in step.
import { beforeAll, describe, expect, it } from 'vitest';

import { getConsents, getPrivacyPolicy } from '../../src/lib/content';
import { consentMismatches } from '../../src/lib/content/consents';
import { INQUIRY_PRIVACY_ITEMS, MESSAGING_PROCESSORS, privacyConsent } from '../../src/lib/forms/consents';
import { readConfig } from '../../supabase/functions/notify/config';
import { useSeedContent } from '../support/content';

beforeAll(useSeedContent);

type Policy = Awaited<ReturnType<typeof getPrivacyPolicy>>;

/** An article's text, block by block (each list item one line). */
function articleLines(policy: Policy, title: string): string[] {
  const article = policy.articles?.find((a) => a.title === title);
  if (!article) throw new Error(`the policy has no article "${title}"`);
  return (article.body ?? []).map((block) =>
    'children' in block && Array.isArray(block.children)
      ? block.children.map((child) => ('text' in child ? String(child.text) : '')).join('')
      : '',
  );
}

let consent: readonly string[] = [];
beforeAll(async () => {
  consent = privacyConsent(await getConsents(), INQUIRY_PRIVACY_ITEMS).details;
});

describe('the consent text and the privacy policy name the answer notice', () => {
  it('the consent’s purpose says an answer is announced by 알림톡 or 문자', () => {
    expect(consent.find((line) => line.startsWith('수집 목적:'))).toMatch(/알림톡.*문자/);
  });

  it('the policy’s purposes say the same for consultation inquiries', async () => {
    const purposes = articleLines(await getPrivacyPolicy(), '개인정보의 처리 목적');
    expect(purposes.find((line) => line.startsWith('상담 및 문의 처리'))).toMatch(/알림톡.*문자/);
  });

  it('the consent lists each messaging processor for 알림톡·문자 발송', () => {
    const entrusted = consent.find((line) => line.startsWith('처리 위탁:'));
    expect(entrusted).toContain('알림톡·문자 발송');
    for (const processor of MESSAGING_PROCESSORS) expect(entrusted).toContain(processor);
  });

  it.each(MESSAGING_PROCESSORS)('the policy’s 처리위탁 names %s for sending 알림톡', async (processor) => {
    const entrusted = articleLines(await getPrivacyPolicy(), '개인정보 처리의 위탁');
    expect(entrusted.find((line) => line.startsWith(`${processor}:`))).toMatch(/알림톡/);
  });

  it('the provider named is the one the notify function sends through', () => {
    const config = readConfig({
      SUPABASE_URL: 'https://x.supabase.co',
      SUPABASE_SERVICE_ROLE_KEY: 'k',
      NOTIFY_SECRET: 's',
      SOLAPI_API_KEY: 'k',
      SOLAPI_API_SECRET: 's',
      SOLAPI_SENDER: '1',
      SOLAPI_PF_ID: 'p',
      SOLAPI_TEMPLATE_ID: 't',
    });
    if ('missing' in config) throw new Error('config incomplete');
    expect(new URL(config.solapi?.apiUrl ?? '').hostname).toBe('api.solapi.com');
    expect(MESSAGING_PROCESSORS.some((name) => name.includes('SOLAPI'))).toBe(true);
  });
});

describe('the consent text and the privacy policy say the same purpose and retention', () => {
  it('finds the consent’s purpose and retention period in the policy, word for word', async () => {
    const copy = await getConsents();
    expect(consentMismatches(copy, await getPrivacyPolicy())).toEqual([]);
    expect(copy.retention).toMatch(/\d+년/);
  });

  it.each([
    ['purpose', '문의 접수와 마케팅 활용'],
    ['retention', '문의 처리 완료 후 5년'],
  ] as const)('stops the build, in Korean, when the consent’s %s differs from the policy', async (field, changed) => {
    const copy = { ...(await getConsents()), [field]: changed };
    const problems = consentMismatches(copy, await getPrivacyPolicy());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(changed);
    expect(problems[0]).toContain('개인정보처리방침');
  });
});
