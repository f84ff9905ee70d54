// Counting rules shared by every text field, matching the database's CHECK constraints:
// characters are Unicode code points (Postgres's char_length), not UTF-16 units, and
// trimming removes what String.prototype.trim removes (private.trim_whitespace in SQL).

/** Number of characters as Postgres counts them (so '𠀀' is one, not two). */
export const countChars = (value: string): number => Array.from(value).length;

/** Characters left after trimming white space at both ends. */
export const trimmedLength = (value: string): number => countChars(value.trim());

/** At least `min` characters after trimming and at most `max` as typed. */
export const withinLength = (value: string, min: number, max: number): boolean =>
  countChars(value) <= max && trimmedLength(value) >= min;

/**
 * Postgres text cannot hold U+0000 at all: the insert fails before any CHECK runs (22021 or,
 * through PostgREST's JSON, 22P05), so the form must refuse it itself. A NUL cannot be typed,
 * but it survives a paste; every other control character is stored as is, and allowed.
 */
export const hasUnstorableChar = (value: string): boolean => value.includes('\u0000');

/**
 * A spreadsheet runs a cell that starts with =, +, - or @ (also after a leading tab or carriage
 * return) as a formula, and staff export what visitors type (docs/database.md#exports-that-cannot-run-formulas):
 * such a start is refused here and by private.is_export_safe in SQL.
 */
export const startsLikeFormula = (value: string): boolean =>
  /^[=+\-@\t\r]/.test(value) || /^[=+\-@]/.test(value.trim());
