// The <faq-search> custom element behind FaqList.astro: filters the server-rendered list by
// question as the person types. The count goes to a polite live region after a short pause, so
// a screen reader is not interrupted at every key.
import { matchesQuery } from '../../lib/search';

const ANNOUNCE_DELAY_MS = 400;

class FaqSearch extends HTMLElement {
  #timer: ReturnType<typeof setTimeout> | undefined;

  connectedCallback() {
    // Enter in the search box must not reload the page.
    this.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    const input = this.querySelector('input');
    input?.addEventListener('input', () => this.#filter(input.value));
    // A search begun elsewhere (the not-found page sends /faq?q=…) continues here.
    const handedOver = new URLSearchParams(window.location.search).get('q');
    if (input && handedOver && !input.value) input.value = handedOver;
    // The element starts at idle: what was typed before then counts too.
    if (input?.value) this.#filter(input.value);
  }

  #filter(query: string) {
    const items = [...this.querySelectorAll<HTMLLIElement>('li[data-question]')];
    let shown = 0;
    for (const item of items) {
      const match = matchesQuery(item.dataset.question ?? '', query);
      item.hidden = !match;
      if (match) shown += 1;
    }
    const empty = this.querySelector<HTMLElement>('.empty');
    if (empty) empty.hidden = shown > 0;
    const summary = this.querySelector<HTMLElement>('.summary');
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (!summary) return;
      const trimmed = query.trim();
      if (trimmed === '') summary.textContent = `질문 ${items.length}개`;
      else summary.textContent = shown > 0 ? `‘${trimmed}’ 검색 결과 ${shown}개` : `‘${trimmed}’에 맞는 질문이 없습니다.`;
    }, ANNOUNCE_DELAY_MS);
  }
}

export function defineFaqSearch(): void {
  if (!customElements.get('faq-search')) customElements.define('faq-search', FaqSearch);
}
