// The <talk-toggle> custom element behind TalkToggle.astro (docs/product.md#toggles-and-tabs):
// selecting item 0–2 opens its text and shows its picture; the third item's flyer buttons pick
// pictures 3–5. Always exactly one item is open, so the picture beside the list always belongs
// to something the visitor can read. Plain DOM: a React island would cost a hydration here.

class TalkToggle extends HTMLElement {
  private items: HTMLButtonElement[] = [];
  private flyers: HTMLButtonElement[] = [];
  /** The figures, each marked with its picture number; buttons name theirs in data-shows. */
  private pictures: HTMLElement[] = [];

  connectedCallback() {
    this.items = [...this.querySelectorAll<HTMLButtonElement>('[data-toggle-item]')];
    this.flyers = [...this.querySelectorAll<HTMLButtonElement>('[data-flyer]')];
    this.pictures = [...this.querySelectorAll<HTMLElement>('[data-picture]')];
    this.items.forEach((button, index) => {
      button.addEventListener('click', () => this.open(index));
      button.addEventListener('keydown', (event) => this.moveFocus(event, index));
    });
    this.flyers.forEach((button) => button.addEventListener('click', () => this.pickFlyer(button)));
    this.preloadPictures();
  }

  /** Opens item `index`, closes the others and shows the item's own picture. */
  open(index: number) {
    this.items.forEach((button, i) => {
      const open = i === index;
      button.setAttribute('aria-expanded', String(open));
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !open;
    });
    this.flyers.forEach((flyer) => flyer.setAttribute('aria-pressed', 'false'));
    this.show(this.items[index]?.dataset.shows);
  }

  private pickFlyer(button: HTMLButtonElement) {
    this.flyers.forEach((flyer) => flyer.setAttribute('aria-pressed', String(flyer === button)));
    this.show(button.dataset.shows);
  }

  private show(picture: string | undefined) {
    for (const figure of this.pictures) figure.hidden = figure.dataset.picture !== picture;
  }

  /** Arrow keys, Home and End move between the item headers, as in the WAI accordion pattern. */
  private moveFocus(event: KeyboardEvent, index: number) {
    const last = this.items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    this.items[target]?.focus();
  }

  /**
   * The hidden pictures are lazy, so they would only start loading when picked and appear a
   * moment late. Once the section is near the screen, fetch them all (small SVGs).
   */
  private preloadPictures() {
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        this.querySelectorAll<HTMLImageElement>('[data-picture] img').forEach((img) => (img.loading = 'eager'));
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(this);
  }
}

export function defineTalkToggle(): void {
  if (!customElements.get('talk-toggle')) customElements.define('talk-toggle', TalkToggle);
}
