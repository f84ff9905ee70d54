// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { parseStoredObject } from './stored-json';

describe('parseStoredObject reads back only a stored JSON object', () => {
  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['text that is not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a JSON string', '"kakao"'],
    ['a JSON number', '42'],
    ['a JSON array', '[{"provider":"kakao"}]'],
  ])('treats %s as absent', (_what, raw) => {
    expect(parseStoredObject(raw)).toBeNull();
  });

  it('returns the object with its fields as stored', () => {
    expect(parseStoredObject('{"provider":"naver","next":"/down","nested":{"a":1}}')).toEqual({
      provider: 'naver',
      next: '/down',
      nested: { a: 1 },
    });
  });
});
