// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { describeFailure, scrub } from './failure-text.ts';

describe('describeFailure', () => {
  it.each([
    [
      'Deno’s fetch error, which names the URL',
      new TypeError(
        'error sending request for url (https://hooks.slack.com/services/T0/B0/secret): connection refused',
      ),
      'could not be reached (network error)',
    ],
    ['a timeout', new DOMException('Signal timed out.', 'TimeoutError'), 'timed out'],
    [
      'a body that is no JSON',
      new SyntaxError('Unexpected token < in JSON at position 0'),
      'answered with something that is not JSON',
    ],
    ['anything else', new RangeError('to=01012345678'), 'failed (RangeError)'],
    ['a thrown string', 'https://secret.example/?to=01012345678', 'failed'],
  ])('%s is reduced to its kind', (_case, error, text) => {
    expect(describeFailure(error)).toBe(text);
  });
});

describe('scrub', () => {
  it.each([
    ['010-1234-5678'],
    ['01012345678'],
    ['+82 10-1234-5678'],
    ['+821012345678'],
    ['02-123-4567'],
    ['031 123 4567'],
  ])('hides the phone number %s', (number) => {
    expect(scrub(`수신번호 ${number} 형식 오류`)).toBe('수신번호 [number] 형식 오류');
  });

  it('hides URLs and the secrets it is given', () => {
    expect(
      scrub('POST https://hooks.slack.com/services/T0/B0/xyz failed; key NCSABCDEF123 refused', ['NCSABCDEF123']),
    ).toBe('POST [url] failed; key [secret] refused');
  });

  it('keeps what staff need: receipt numbers, event ids, status codes and times', () => {
    const text = '261127-0001 event 00000000-0000-4000-8000-000000000001 answered 503 at 2026-11-27 14:05';
    expect(scrub(text)).toBe(text);
  });

  it('cuts a long provider answer', () => {
    expect(scrub('가'.repeat(1000))).toHaveLength(301);
  });
});
