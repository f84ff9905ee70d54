// pg_cron's schedule syntax, for the local scheduler: `[1-59] seconds`, or five fields
// (minute, hour, day of month, month, day of week) of numbers, `*`, ranges, steps and lists,
// `$` for the last day of the month and 7 for Sunday, read in UTC (pg_cron's default
// cron.timezone is GMT). As in Vixie cron, when both day fields are restricted a day matches
// either of them.

export type Schedule =
  | { every: number }
  | { minute: Set<number>; hour: Set<number>; day: DayRule; month: Set<number>; weekday: Set<number> };

interface DayRule {
  days: Set<number>;
  lastDay: boolean;
  restricted: boolean;
}

const RANGES = { minute: [0, 59], hour: [0, 23], day: [1, 31], month: [1, 12], weekday: [0, 7] } as const;

function field(text: string, [low, high]: readonly [number, number]): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`invalid schedule field: ${text}`);
    const from = match[1] === '*' ? low : Number(match[2]);
    const to = match[1] === '*' ? high : match[3] !== undefined ? Number(match[3]) : match[4] ? high : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (from < low || to > high || from > to || step < 1) throw new Error(`invalid schedule field: ${text}`);
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

export function parseSchedule(text: string): Schedule {
  const seconds = /^\s*(\d+)\s+seconds?\s*$/.exec(text);
  if (seconds) {
    const every = Number(seconds[1]);
    if (every < 1 || every > 59) throw new Error(`invalid schedule: ${text}`);
    return { every };
  }
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`invalid schedule: ${text}`);
  const [minute = '', hour = '', day = '', month = '', weekday = ''] = parts;
  const dayParts = day.split(',');
  const lastDay = dayParts.includes('$');
  const otherDays = dayParts.filter((part) => part !== '$').join(',');
  const weekdays = field(weekday, RANGES.weekday);
  if (weekdays.has(7)) weekdays.add(0);
  return {
    minute: field(minute, RANGES.minute),
    hour: field(hour, RANGES.hour),
    day: { days: otherDays ? field(otherDays, RANGES.day) : new Set(), lastDay, restricted: day !== '*' },
    month: field(month, RANGES.month),
    weekday: weekdays,
  };
}

/** Whether a five-field schedule is due in the minute of `at` (UTC). */
export function dueInMinute(schedule: Exclude<Schedule, { every: number }>, at: Date): boolean {
  if (
    !schedule.minute.has(at.getUTCMinutes()) ||
    !schedule.hour.has(at.getUTCHours()) ||
    !schedule.month.has(at.getUTCMonth() + 1)
  ) {
    return false;
  }
  const lastOfMonth = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  const dayMatches =
    schedule.day.days.has(at.getUTCDate()) || (schedule.day.lastDay && at.getUTCDate() === lastOfMonth);
  const weekdayRestricted = schedule.weekday.size < 8;
  const weekdayMatches = schedule.weekday.has(at.getUTCDay());
  if (schedule.day.restricted && weekdayRestricted) return dayMatches || weekdayMatches;
  if (schedule.day.restricted) return dayMatches;
  return weekdayMatches;
}
