import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { defineFaqSearch } from './faq-search';

// The shape FaqList.astro renders, with questions like the FAQ's.
const FAQ = [
  {
    question: '정말 가입비와 월 이용료가 없나요?',
    answer: '가입비, 월 이용료, 약정 없이 모든 기능을 무료로 쓰실 수 있습니다.',
  },
  { question: '설치 파일은 어디에서 받나요?', answer: '다운로드 페이지에서 로그인한 뒤 버튼을 누르면 내려받습니다.' },
  {
    question: 'PC가 고장 나면 데이터는 어떻게 되나요?',
    answer: '매출과 상품은 매일 자동으로 백업됩니다.\n새 PC에서 되살릴 수 있습니다.',
  },
];

beforeAll(() => defineFaqSearch());

beforeEach(() => {
  document.body.innerHTML = '';
  const root = document.createElement('faq-search');
  root.innerHTML = `<div role="search"><input type="search"></div><p class="summary"></p><ul></ul><p class="empty" hidden></p>`;
  for (const item of FAQ) {
    const li = document.createElement('li');
    li.dataset.question = item.question;
    li.innerHTML = `<details><summary><span><span data-faq-question></span><span data-faq-found-in hidden>답변 내용에서 찾았습니다.</span></span></summary><p data-faq-answer></p></details>`;
    li.querySelector('[data-faq-question]')!.textContent = item.question;
    li.querySelector('[data-faq-answer]')!.textContent = item.answer;
    root.querySelector('ul')!.append(li);
  }
  document.body.append(root);
});

function search(query: string) {
  const input = document.querySelector('input')!;
  input.value = query;
  input.dispatchEvent(new Event('input'));
  const items = [...document.querySelectorAll<HTMLLIElement>('li')].filter((li) => !li.hidden);
  return {
    shown: items.map((li) => li.dataset.question),
    marked: items.map((li) => [...li.querySelectorAll('mark')].map((m) => m.textContent).join('|')),
    foundInAnswer: items.map((li) => !li.querySelector<HTMLElement>('[data-faq-found-in]')!.hidden),
  };
}

describe('<faq-search>', () => {
  it.each([
    ['다우', [FAQ[1]!.question], ['다운'], [true], 'a half-typed syllable, found in an answer'],
    ['ㄷㅇㄹㄷ', [FAQ[1]!.question], ['다운로드'], [true], 'initial consonants'],
    [
      '월이용료',
      [FAQ[0]!.question],
      ['월 이용료|월 이용료'],
      [false],
      'words typed without their space, in question and answer',
    ],
    ['백업', [FAQ[2]!.question], ['백업'], [true], 'a word only in an answer'],
    ['환불 규정', [], [], [], 'nothing'],
  ])('%j shows %j and marks %j', (query, shown, marked, foundInAnswer) => {
    expect(search(query)).toEqual({ shown, marked, foundInAnswer });
    expect((document.querySelector('.empty') as HTMLElement).hidden).toBe(shown.length > 0);
  });

  it('shows every item again, unmarked and in its own words, when the query is cleared', () => {
    search('백업');
    expect(search('')).toEqual({
      shown: FAQ.map((f) => f.question),
      marked: ['', '', ''],
      foundInAnswer: [false, false, false],
    });
    expect([...document.querySelectorAll('[data-faq-answer]')].map((p) => p.textContent)).toEqual(
      FAQ.map((f) => f.answer),
    );
  });

  it('marks text as text: what looks like markup in an answer stays words', () => {
    const answer = document.querySelector<HTMLElement>('[data-faq-answer]')!;
    answer.textContent = '<img src=x onerror=alert(1)> 다운로드';
    document.body.append(document.querySelector('faq-search')!.cloneNode(true));
    document.querySelector('faq-search')!.remove();
    search('다운');
    const painted = document.querySelector('[data-faq-answer]')!;
    expect(painted.querySelector('img')).toBeNull();
    expect(painted.textContent).toBe('<img src=x onerror=alert(1)> 다운로드');
    expect(painted.querySelector('mark')!.textContent).toBe('다운');
  });

  it('leaves an item whose result did not change untouched as the query grows', () => {
    search('다운');
    const mark = document.querySelector('mark');
    const hidden = [...document.querySelectorAll('li')].filter((li) => li.hidden);
    search('다운 ');
    expect(document.querySelector('mark')).toBe(mark);
    expect([...document.querySelectorAll('li')].filter((li) => li.hidden)).toEqual(hidden);
    search('다운로');
    expect(document.querySelector('mark')).not.toBe(mark);
    expect(document.querySelector('mark')?.textContent).toBe('다운로');
  });
});
