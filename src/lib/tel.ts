// Build-time and browser-safe: turns a phone line as written in the CMS into a dialable link.

/** `tel:` link for a number written with spaces, dashes or brackets ("1670-0420" → "tel:16700420"). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  if (digits.length === 0) throw new Error(`Not a phone number: "${phone}"`);
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
