// The register rule of docs/copy-style.md#registers over every piece of copy in the seed: one
// register per block, and the register each voice speaks in.
import { describe, expect, it } from 'vitest';

import { NOT_COPY } from '../../src/lib/content/preview/copy-fields';
import { type Register, registerOf, sentencesOf } from '../support/korean-register';
import { isObject, type Json, readSeedDocs, type SeedDoc, textOf, walkObjects } from '../support/seed-docs';

/**
 * The exceptions to "we speak 합쇼체": text that quotes someone else speaks as they do, in
 * 해요체, and is a block of its own even when it shares an object with our text.
 */
const OTHER_VOICES: { type: string; field: string; reason: string }[] = [
  { type: 'testimonial', field: 'quote', reason: "a shop owner's own words, quoted" },
  { type: 'faq', field: 'question', reason: 'the question as a shop owner asks it; the answer is ours' },
  { type: 'homePage', field: 'label', reason: 'the trend circles quote what surveyed shop owners answered' },
];

interface Block {
  where: string;
  voice: 'ours' | 'quoted';
  sentences: string[];
}

const isQuoted = (doc: SeedDoc, path: string, field: string) =>
  OTHER_VOICES.some(
    (v) => v.type === doc._type && v.field === field && (v.type !== 'homePage' || path.startsWith('trend.circles')),
  );

function portableText(value: Json): string[] | undefined {
  if (!Array.isArray(value) || !value.some((item) => isObject(item) && item._type === 'block')) return undefined;
  return value
    .filter(isObject)
    .map((block) =>
      Array.isArray(block.children)
        ? block.children.map((span) => (isObject(span) ? textOf(span.text) : '')).join('')
        : '',
    );
}

/** One block per object (a card's title and text together), quoted fields apart. */
function blocksOf(doc: SeedDoc): Block[] {
  const blocks: Block[] = [];
  walkObjects(doc, (object, path) => {
    if (object._type === 'span' || object._type === 'block') return;
    const ours: string[] = [];
    for (const [field, value] of Object.entries(object)) {
      const texts = typeof value === 'string' && !NOT_COPY.has(field) ? [value] : portableText(value);
      if (!texts) continue;
      const sentences = texts.flatMap(sentencesOf);
      if (isQuoted(doc, path, field))
        blocks.push({ where: `${doc._id}.${path ? `${path}.` : ''}${field}`, voice: 'quoted', sentences });
      else ours.push(...sentences);
    }
    if (ours.length > 0) blocks.push({ where: `${doc._id}${path ? `.${path}` : ''}`, voice: 'ours', sentences: ours });
  });
  return blocks;
}

const blocks = readSeedDocs().flatMap(blocksOf);
const registersOf = (block: Block) => new Set<Register>(block.sentences.map(registerOf));

describe('sorting a sentence by its ending', () => {
  it.each([
    ['설치 10분이면 바로 쓰실 수 있습니다.', '합쇼체'],
    ['정말 가입비가 없습니까?', '합쇼체'],
    ['지금 내려받고 오늘부터 무료로 쓰세요', '요청'],
    ['설치 10분이면 바로 쓸 수 있어요.', '해요체'],
    ['정말 가입비와 월 이용료가 없나요?', '해요체'],
    ['“건당 10원이라 부담도 없고요.”', '해요체'],
    ['알림톡 건당 10원', '없음'],
    ['전화번호만 있으면\n우리 동네 마케팅 시작', '없음'],
  ] as const)('%s → %s', (sentence, register) => {
    expect(registerOf(sentence)).toBe(register);
  });
});

describe('the seed copy speaks one register per block', () => {
  it('reads a few hundred blocks of copy', () => {
    expect(blocks.length).toBeGreaterThan(200);
  });

  it('never mixes 합쇼체 and 해요체 inside one block', () => {
    const mixed = blocks.filter((block) => registersOf(block).has('합쇼체') && registersOf(block).has('해요체'));
    expect(mixed.map((block) => `${block.where}: ${block.sentences.join(' ')}`)).toEqual([]);
  });

  it('speaks 합쇼체 in our own voice: no 해요체 sentence outside a quoted voice', () => {
    const casual = blocks.filter((block) => block.voice === 'ours' && registersOf(block).has('해요체'));
    expect(casual.map((block) => `${block.where}: ${block.sentences.join(' ')}`)).toEqual([]);
  });

  it('keeps quoted voices in 해요체, as the people quoted speak', () => {
    const formal = blocks.filter((block) => block.voice === 'quoted' && registersOf(block).has('합쇼체'));
    expect(formal.map((block) => `${block.where}: ${block.sentences.join(' ')}`)).toEqual([]);
  });
});
