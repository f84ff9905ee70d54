// jsdom lacks the layout APIs that embla and our reveal code touch; give them inert stand-ins.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// Files that opt into the node environment (`@vitest-environment node`) have no window.
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: InertObserver });
  if (!('IntersectionObserver' in window)) Object.assign(window, { IntersectionObserver: InertObserver });
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!HTMLDialogElement.prototype.showModal) {
    // Opening moves focus in, as the dialog focusing steps do: to [autofocus], else the first control.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
      this.querySelector<HTMLElement>('[autofocus], button, a[href], input')?.focus();
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.open = false;
    };
  }
}
