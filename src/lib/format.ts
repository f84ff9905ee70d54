// Build-time and browser-safe: formats content values the way Korean readers expect them.

/** '2022-12-19' → '2022년 12월 19일'. The date is a calendar day, so no time zone is involved. */
export function formatKoreanDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  const [, year, month, day] = match;
  return `${year}년 ${Number(month)}월 ${Number(day)}일`;
}

/**
 * A file size in megabytes with one decimal, counted in 1024s like Windows Explorer counts,
 * so the number on the page matches what the shop owner sees after downloading.
 */
export function formatMegabytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) throw new Error(`Not a file size: ${bytes}`);
  return `${(bytes / 1024 ** 2).toFixed(1)}MB`;
}
