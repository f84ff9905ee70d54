// @vitest-environment node
// The 알림톡 template: how variables are filled, and that the text staff register with Kakao
// (README) is the text the function sends, since Kakao delivers only an exact match.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { ANSWER_TEMPLATE, renderTemplate } from './templates.ts';

describe('renderTemplate', () => {
  it('fills every #{변수} it has a value for and leaves the rest as they are', () => {
    expect(renderTemplate('#{가}와 #{나}, 다시 #{가}', { '#{가}': '하나' })).toBe('하나와 #{나}, 다시 하나');
  });
});

describe('the answer template', () => {
  it('is the text the README tells staff to register, word for word', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const block = /^( *)```text\n([\s\S]*?)\n\1```/m.exec(readme);
    const indent = block?.[1] ?? '';
    const registered = (block?.[2] ?? '')
      .split('\n')
      .map((line) => line.slice(indent.length))
      .join('\n');
    expect(registered).toBe(ANSWER_TEMPLATE.text);
  });

  it('uses each declared variable and no other', () => {
    expect([...ANSWER_TEMPLATE.text.matchAll(/#\{[^}]+\}/g)].map((m) => m[0]).sort()).toEqual(
      [...ANSWER_TEMPLATE.variables].sort(),
    );
  });
});
