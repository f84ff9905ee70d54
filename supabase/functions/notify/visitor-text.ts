// What a visitor typed, made safe for the staff channel (docs/database.md#the-inquiry-loop). The
// company and 업종 fields reach every staff alert, and anyone may fill them in: a link there
// (bit.ly/…, https://…) is a clickable phishing link in the staff's messenger, and a phone number
// is a "call this number" planted in a message staff trust. So links and phone-number-like runs
// are removed, marked as removed, and what remains cannot ping or format anything.

/** Shown where a link was; staff open the row in the dashboard to read what was typed. */
export const LINK_REMOVED = '(링크 생략)';
/** Shown where a phone number was. */
export const NUMBER_REMOVED = '(번호 생략)';

// A scheme URL (https://, mailto:, tel:, javascript:…), an e-mail address, a www. address, or
// a bare domain with or without a path (bit.ly/3xYzAb, evil.example): any run of labels joined
// by dots (or the ideographic full stops a messenger may also link) ending in a label of two or
// more letters.
const LINK = new RegExp(
  [
    String.raw`[\p{L}\p{N}._%+-]+@\S+`,
    String.raw`[a-z][a-z0-9+.-]*:\/\/\S*`,
    String.raw`\b(?:mailto|tel|sms|javascript|data|file):\S*`,
    String.raw`\bwww\.\S*`,
    String.raw`[\p{L}\p{N}_-]+(?:[.。．｡][\p{L}\p{N}_-]+)*[.。．｡]\p{L}{2,}(?:[/:?#]\S*)?`,
  ].join('|'),
  'giu',
);
// Seven or more digits with at most separators between them: 010-9876-5432, 0212345678,
// +82 10 9876 5432, (02) 123-4567.
const PHONE_LIKE = /\+?\(?\d(?:[\s().\-/]*\d){6,}/gu;

/**
 * Slack and JANDI act on `<!channel>`, `<!here>`, `<@U…>`, `<#C…>` and, with name linking,
 * `@channel`, `@here` and `@everyone`. The characters that start them become their full-width
 * look-alikes (＜ ＞ ＠ ＆), which neither messenger parses and which read the same in an SMS;
 * line breaks become spaces, so a field cannot forge a line of the message (a second 보기 link).
 */
export function inertText(value: string): string {
  return value
    .replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ')
    .replace(/</g, '＜')
    .replace(/>/g, '＞')
    .replace(/@/g, '＠')
    .replace(/&/g, '＆');
}

/**
 * Visitor text for a staff alert: compatibility forms folded first (full-width ｂｉｔ．ｌｙ and
 * ０１０ are the same link and number to a reader), then links and phone-number-like runs
 * replaced, then made inert.
 */
export function staffSafeText(value: string): string {
  const folded = value.normalize('NFKC');
  return inertText(folded.replace(LINK, LINK_REMOVED).replace(PHONE_LIKE, NUMBER_REMOVED));
}
