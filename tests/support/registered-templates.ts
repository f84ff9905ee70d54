// The 알림톡 texts staff register with Kakao, as docs/message-templates.md gives them: the tests
// beside each template hold the function's text to one of these, word for word.
import { readFileSync } from 'node:fs';

const PAGE = new URL('../../docs/message-templates.md', import.meta.url);

/** Every ```text block of the page, in order. */
export function registeredTemplates(): string[] {
  const page = readFileSync(PAGE, 'utf8');
  return [...page.matchAll(/^```text\n([\s\S]*?)\n```/gm)].map(([, body = '']) => body);
}
