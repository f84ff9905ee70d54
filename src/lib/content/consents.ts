// Build-time only: the consent texts a form shows must say what the privacy policy says. Both are
// the editors' words in the CMS, so nothing in code can keep them equal; instead the build stops,
// in Korean, when the consent's purpose or retention period is not in the policy word for word.
import { stegaClean } from '@sanity/client/stega';

import type { PrivacyPolicyQueryResult, SiteCopyQueryResult } from './sanity.types';

type Policy = NonNullable<PrivacyPolicyQueryResult>;
type Consents = NonNullable<SiteCopyQueryResult>['consents'];

/** The policy's text, one line per block, without the preview's edit markers. */
function policyLines(policy: Policy): string[] {
  return policy.articles.flatMap((article) =>
    article.body.map((block) => stegaClean((block.children ?? []).map((span) => span.text ?? '').join(''))),
  );
}

/** The Korean reasons the consent disagrees with the policy; empty when they agree. */
export function consentMismatches(consents: Consents, policy: Policy): string[] {
  const lines = policyLines(policy);
  const found = (text: string) => lines.some((line) => line.includes(stegaClean(text)));
  const problems: string[] = [];
  if (!found(consents.purpose)) {
    problems.push(`동의 문구의 수집 목적(‘${stegaClean(consents.purpose)}’)이 개인정보처리방침에 같은 말로 없습니다.`);
  }
  if (!found(consents.retention)) {
    problems.push(
      `동의 문구의 보유 기간(‘${stegaClean(consents.retention)}’)이 개인정보처리방침에 같은 말로 없습니다.`,
    );
  }
  return problems;
}

/** The consents, or a build failure telling editors which two documents to bring back in step. */
export function checkedConsents(consents: Consents, policy: Policy): Consents {
  const problems = consentMismatches(consents, policy);
  if (problems.length > 0) {
    throw new Error(
      `${problems.join(' ')} Studio의 ‘사이트 공통 문구’ → 동의 문구와 ‘개인정보처리방침’을 같은 내용으로 고친 뒤 다시 게시하세요.`,
    );
  }
  return consents;
}
