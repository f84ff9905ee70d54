// A press on an element whose code has not arrived yet is not lost. The elements' code waits for
// the browser to be idle after the first screen (page-behaviours.ts), and on a busy phone a
// shop owner taps the menu before then; the tap used to do nothing, so they tapped again or gave
// up. Now a press inside such an element starts its code at once, and once it is defined the same
// button is pressed again for it. Presses before the page's code itself (marked by the
// first-screen script, integrations/first-screen/) are answered the same way. Download buttons
// have their own early-press path (page-behaviours.ts) and are left to it.
import { ENHANCED_FORM_ATTRIBUTE, PRESSED_EARLY_ATTRIBUTE } from '../lib/page/first-screen';

type Definitions = Readonly<Record<string, () => Promise<void>>>;

function hostOf(button: Element, definitions: Definitions): Element | null {
  for (const tag of Object.keys(definitions)) {
    const host = button.closest(tag);
    if (host) return host;
  }
  return null;
}

/** Whether the press waits for its element's code, which then presses the button again. */
function answer(
  button: HTMLElement,
  definitions: Definitions,
  failed: (host: Element, error: unknown) => void,
): boolean {
  if (button.closest('[data-download-button]')) return false;
  const host = hostOf(button, definitions);
  const define = host && definitions[host.localName];
  if (!host || !define || customElements.get(host.localName)) return false;
  define().then(
    () => {
      button.removeAttribute(PRESSED_EARLY_ATTRIBUTE);
      if (button.isConnected) button.click();
    },
    (error: unknown) => failed(host, error),
  );
  return true;
}

/** Answers presses made before the elements' code: those before this code, and those until idle. */
export function answerEarlyPresses(definitions: Definitions, failed: (host: Element, error: unknown) => void): void {
  for (const button of document.querySelectorAll<HTMLElement>(`button[${PRESSED_EARLY_ATTRIBUTE}]`))
    answer(button, definitions, failed);
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      // The form is for a browser without scripts; the element answers the press it waits for.
      if (button && answer(button, definitions, failed) && button.closest(`form[${ENHANCED_FORM_ATTRIBUTE}]`))
        event.preventDefault();
    },
    true,
  );
}
