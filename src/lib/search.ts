// The substring search of the FAQ (by question) and the inquiry list (by content).
// Imported by the FAQ script and the inquiry list island: no dependencies.

/**
 * Lower-cased, NFC-composed and without white space, so '카드단말기' finds '카드 단말기' and
 * 'POS' finds 'pos' — people type Korean phrases with and without spaces.
 */
export const normalizeForSearch = (text: string): string => text.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/** An empty query matches everything. */
export const matchesQuery = (text: string, query: string): boolean => normalizeForSearch(text).includes(normalizeForSearch(query));
