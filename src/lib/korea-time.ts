// Korea's clock: the popup's last day is a date in Korea whatever the visitor's time zone, and the
// local inbox shows staff Korean times. Imported by the <first-visit-popup> element and written
// into the popup's pre-paint script: a constant and pure functions only.

/** Korea has kept UTC+9 all year since 1988, with no daylight saving, so a fixed offset is exact. */
export const KOREA_UTC_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The instant as an ISO string of Korea's wall clock ('…Z' stands for KST here). */
const koreaClock = (instant: number) => new Date(instant + KOREA_UTC_OFFSET_MS).toISOString();

/** Today's date in Korea as YYYY-MM-DD, whatever the visitor's own time zone. */
export function koreanDate(now: Date): string {
  return koreaClock(now.getTime()).slice(0, 10);
}

/** An ISO timestamp as Korea's 'YYYY-MM-DD HH:mm:ss'. */
export function koreanDateTime(iso: string): string {
  return koreaClock(Date.parse(iso)).slice(0, 19).replace('T', ' ');
}
