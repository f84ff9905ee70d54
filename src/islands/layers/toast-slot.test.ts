import { describe, expect, it } from 'vitest';

import { type Box, freeSlot, pressableBoxes } from './toast-slot';

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });
const SLOTS = { top: box(20, 76, 355, 124), bottom: box(20, 740, 355, 788) };

describe('freeSlot', () => {
  it.each([
    ['no control anywhere', [], 'top'],
    ['a button under the header band only', [box(300, 80, 350, 120)], 'bottom'],
    ['a call to action at the bottom only', [box(20, 700, 355, 760)], 'top'],
    ['controls in both bands (the first slot, as before)', [box(300, 80, 350, 120), box(20, 700, 355, 760)], 'top'],
    ['a control that only touches the band’s edge', [box(20, 124, 355, 170)], 'top'],
  ] as const)('%s → %s', (_case, controls, slot) => {
    expect(freeSlot(SLOTS, controls)).toBe(slot);
  });
});

describe('pressableBoxes', () => {
  it('measures the controls a visitor can press, leaving out inert and hidden ones', () => {
    document.body.innerHTML = `<a href="/a">가</a><div inert><button>나</button></div><button hidden>다</button><span>라</span>`;
    for (const element of document.querySelectorAll('a, button, span')) {
      element.getBoundingClientRect = () => DOMRect.fromRect({ x: 10, y: 10, width: 40, height: 20 });
      // jsdom lays nothing out: the browser's answer for each, by hand.
      element.checkVisibility = () => !element.hasAttribute('hidden');
    }
    expect(pressableBoxes()).toEqual([{ left: 10, top: 10, right: 50, bottom: 30 }]);
  });
});
