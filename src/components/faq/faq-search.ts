// The <faq-search> custom element behind FaqList.astro: filters the server-rendered list as the
// person types, by question and answer (lib/search.ts: half-typed syllables, initial consonants,
// no matter the spaces), and marks what it found. The marks are built as nodes from the item's
// own text, never as HTML. The count goes to a polite live region after a short pause, so a
// screen reader is not interrupted at every key.
import { type Match, searchEntry, splitAtMatch } from '../../lib/search';

const ANNOUNCE_DELAY_MS = 400;

/** Writes the text into the element with the match in a <mark>. */
function paint(element: HTMLElement, text: string, match: Match | null): void {
  const [before, matched, after] = splitAtMatch(text, match);
  if (!matched) {
    element.textContent = text;
    return;
  }
  const mark = document.createElement('mark');
  mark.textContent = matched;
  element.replaceChildren(before, mark, after);
}

/** One item: its parts, their words as the server wrote them, and the marks they show now. */
interface Item {
  li: HTMLLIElement;
  question: HTMLElement;
  answer: HTMLElement;
  questionText: string;
  answerText: string;
  foundIn: HTMLElement | null;
  marked: string;
}

/** The marks an item shows for a result, as a key: unchanged marks are not written again. */
const marksOf = (found: { main: Match | null; extra: Match | null } | null) =>
  JSON.stringify([found?.main ?? null, found?.extra ?? null]);

/** Sets `hidden` only when it changes: every write makes the browser look at the element again. */
function show(element: HTMLElement | null, visible: boolean): void {
  if (element && element.hidden === visible) element.hidden = !visible;
}

class FaqSearch extends HTMLElement {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #items: Item[] = [];

  connectedCallback() {
    this.#items = [...this.querySelectorAll<HTMLLIElement>('li[data-question]')].flatMap((li) => {
      const question = li.querySelector<HTMLElement>('[data-faq-question]');
      const answer = li.querySelector<HTMLElement>('[data-faq-answer]');
      if (!question || !answer) return [];
      const foundIn = li.querySelector<HTMLElement>('[data-faq-found-in]');
      return [
        {
          li,
          question,
          answer,
          questionText: question.textContent ?? '',
          answerText: answer.textContent ?? '',
          foundIn,
          marked: marksOf(null),
        },
      ];
    });
    const input = this.querySelector('input');
    input?.addEventListener('input', () => this.#filter(input.value));
    // A search begun elsewhere (the not-found page sends /faq?q=…) continues here.
    const handedOver = new URLSearchParams(window.location.search).get('q');
    if (input && handedOver && !input.value) input.value = handedOver;
    // The element starts at idle: what was typed before then counts too.
    if (input?.value) this.#filter(input.value);
  }

  #filter(query: string) {
    const searching = query.trim() !== '';
    let shown = 0;
    // Each key rewrites only what changed (an item shown or hidden, its marks moved): a key's
    // press lasts until the next paint, and rewriting every item made that paint redo them all.
    for (const item of this.#items) {
      const found = searchEntry({ main: item.questionText, extra: item.answerText }, query);
      show(item.li, found !== null);
      if (found) shown += 1;
      const marks = marksOf(found);
      if (found && marks !== item.marked) {
        paint(item.question, item.questionText, found.main);
        paint(item.answer, item.answerText, found.extra);
        item.marked = marks;
      }
      // Found only in the answer: say so under the question, so the visitor sees why it is listed.
      show(item.foundIn, searching && found !== null && found.main === null);
    }
    show(this.querySelector<HTMLElement>('.empty'), shown === 0);
    const summary = this.querySelector<HTMLElement>('.summary');
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (!summary) return;
      const trimmed = query.trim();
      if (trimmed === '') summary.textContent = `질문 ${this.#items.length}개`;
      else
        summary.textContent = shown > 0 ? `‘${trimmed}’ 검색 결과 ${shown}개` : `‘${trimmed}’에 맞는 질문이 없습니다.`;
    }, ANNOUNCE_DELAY_MS);
  }
}

export function defineFaqSearch(): void {
  if (!customElements.get('faq-search')) customElements.define('faq-search', FaqSearch);
}
