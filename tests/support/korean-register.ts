// Sorts a Korean sentence by its ending into the registers docs/copy-style.md#registers names,
// for the register test over the seed's copy.

export type Register = '합쇼체' | '해요체' | '요청' | '없음';

/** Closing punctuation, quotes and brackets that may follow a sentence's last syllable. */
const TRAILING = /[\s.?!…~"”’')\]」』]+$/;

/**
 * - 합쇼체: -ㅂ니다/-습니다, -ㅂ니까, -십시오.
 * - 요청: a polite request or suggestion in -(으)세요, which both registers share (합쇼체's own
 *   -십시오 reads stiff to a shop owner), so it never makes a mix.
 * - 해요체: any other ending in -요 or -죠 (-어요, -예요, -나요, -죠).
 * - 없음: headings, labels and noun phrases, which carry no register.
 */
export function registerOf(sentence: string): Register {
  const bare = sentence.replace(TRAILING, '');
  if (/(니다|니까|십시오)$/.test(bare)) return '합쇼체';
  if (/세요$/.test(bare)) return '요청';
  if (/(요|죠)$/.test(bare)) return '해요체';
  return '없음';
}

/** Splits copy into sentences: after ., ? or ! and a space, and at every line break. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.?!])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[가-힣]/.test(sentence));
}
