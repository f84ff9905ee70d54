// @vitest-environment node
// The 알림톡 template: how variables are filled, and that the text staff register with Kakao
// (docs/message-templates.md) is the text the function sends, since Kakao delivers only an exact match.
import { describe, expect, it } from 'vitest';

import { registeredTemplates } from '../../../tests/support/registered-templates.ts';
import { ANSWER_TEMPLATE, renderTemplate } from './templates.ts';

describe('renderTemplate', () => {
  it('fills every #{변수} it has a value for and leaves the rest as they are', () => {
    expect(renderTemplate('#{가}와 #{나}, 다시 #{가}', { '#{가}': '하나' })).toBe('하나와 #{나}, 다시 하나');
  });
});

describe('the answer template', () => {
  it('is the first text staff register with Kakao (docs/message-templates.md), word for word', () => {
    expect(registeredTemplates()[0]).toBe(ANSWER_TEMPLATE.text);
  });

  it('uses each declared variable and no other', () => {
    expect([...ANSWER_TEMPLATE.text.matchAll(/#\{[^}]+\}/g)].map((m) => m[0]).sort()).toEqual(
      [...ANSWER_TEMPLATE.variables].sort(),
    );
  });
});
