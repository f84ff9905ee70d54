// @vitest-environment node
// pg_cron's schedule syntax as the local scheduler reads it.
import { describe, expect, it } from 'vitest';

import { dueInMinute, parseSchedule } from './schedule.ts';

function cronOf(text: string) {
  const schedule = parseSchedule(text);
  if ('every' in schedule) throw new Error(`${text} is an interval`);
  return schedule;
}

describe('parseSchedule', () => {
  it.each([
    ['10 seconds', 10],
    ['1 second', 1],
    ['59 seconds', 59],
  ])('%j runs every %i seconds', (text, every) => {
    expect(parseSchedule(text)).toEqual({ every });
  });

  it.each([
    '60 seconds',
    '0 seconds',
    '* * * *',
    '61 * * * *',
    '* 24 * * *',
    '*/0 * * * *',
    'every minute',
    '5-1 * * * *',
  ])('refuses %j', (text) => {
    expect(() => parseSchedule(text)).toThrow(/invalid schedule/);
  });
});

describe('dueInMinute (UTC)', () => {
  it.each([
    ['* * * * *', '2026-11-23T05:05:00Z', true],
    ['*/5 * * * *', '2026-11-23T05:05:00Z', true],
    ['*/5 * * * *', '2026-11-23T05:06:00Z', false],
    ['17 3 * * *', '2026-11-23T03:17:59Z', true],
    ['17 3 * * *', '2026-11-23T04:17:00Z', false],
    ['0 0 * * 1-5', '2026-11-23T00:00:00Z', true], // a Monday
    ['0 0 * * 1-5', '2026-11-22T00:00:00Z', false], // a Sunday
    ['0 0 * * 7', '2026-11-22T00:00:00Z', true], // 7 is Sunday too
    ['0 0 $ * *', '2026-11-30T00:00:00Z', true], // last day of November
    ['0 0 $ * *', '2026-11-29T00:00:00Z', false],
    ['0 0 1 * 1', '2026-12-07T00:00:00Z', true], // both day fields restricted: a Monday matches
    ['0 0 1 * 1', '2026-12-01T00:00:00Z', true], // …and so does the 1st
    ['0 0 1 * 1', '2026-12-02T00:00:00Z', false],
    ['30 14 2 6 *', '2027-06-02T14:30:00Z', true],
  ])('%j is due at %s: %s', (text, at, due) => {
    expect(dueInMinute(cronOf(text), new Date(at))).toBe(due);
  });
});
