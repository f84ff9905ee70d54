// The <tab-set> custom element: WAI-ARIA tabs for the home page's selectors (features by tab,
// open-license items). Small and framework-free, like the strips: a React island here would
// cost more than the whole behaviour. Markup: [role=tablist] > [role=tab][aria-controls] and
// the [role=tabpanel]s they control, server-rendered with the first tab selected.

interface Rewindable extends HTMLElement {
  rewind?: () => void;
}

class TabSet extends HTMLElement {
  private tabs: HTMLElement[] = [];

  connectedCallback() {
    const list = this.querySelector<HTMLElement>('[role="tablist"]');
    if (!list) return;
    this.tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    list.addEventListener('click', (event) => {
      const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
      if (tab) this.select(this.tabs.indexOf(tab));
    });
    list.addEventListener('keydown', (event) => this.onKeyDown(event));
  }

  /** Index of the selected tab. */
  get selected(): number {
    return this.tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
  }

  private onKeyDown(event: KeyboardEvent) {
    const last = this.tabs.length - 1;
    const current = this.tabs.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (target < 0) return;
    event.preventDefault();
    // Automatic activation: the panels are already in the page, so moving is choosing.
    this.select(target);
    this.tabs[target]?.focus();
  }

  /** Shows tab `index`'s panel; a strip in it starts again from its first card. */
  select(index: number) {
    if (index < 0 || index >= this.tabs.length) return;
    this.tabs.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !on;
    });
    const panel = document.getElementById(this.tabs[index]?.getAttribute('aria-controls') ?? '');
    panel?.querySelectorAll<Rewindable>('motion-strip').forEach((strip) => strip.rewind?.());
    this.dataset.selected = String(index);
  }
}

export function defineTabSet(): void {
  if (!customElements.get('tab-set')) customElements.define('tab-set', TabSet);
}
