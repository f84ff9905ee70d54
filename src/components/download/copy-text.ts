// The <copy-text> custom element behind ChecksumCopy.astro: copies the text of its
// [data-copy-source] and says so through the site's toast (a polite live region), so screen
// reader users hear the result too. Plain DOM: a copy button is not worth a React hydration.
import { copyText } from '../../lib/clipboard';
import { COPIED_MESSAGE, COPY_FAILED_MESSAGE } from '../../lib/messages';
import { showToast } from '../../stores/toast';

class CopyText extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector<HTMLButtonElement>('[data-copy-button]');
    const source = this.querySelector<HTMLElement>('[data-copy-source]');
    if (!button || !source) return;
    button.addEventListener('click', () => void this.copy(source));
  }

  private async copy(source: HTMLElement) {
    if (await copyText((source.textContent ?? '').trim())) return showToast(COPIED_MESSAGE);
    // Leave the value selected so the visitor can copy it by hand.
    window.getSelection()?.selectAllChildren(source);
    showToast(COPY_FAILED_MESSAGE);
  }
}

export function defineCopyText(): void {
  if (!customElements.get('copy-text')) customElements.define('copy-text', CopyText);
}
