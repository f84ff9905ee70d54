import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { defineTabSet } from './tab-set';

beforeAll(() => {
  defineTabSet();
  // A stand-in for <motion-strip>: only its rewind() matters here.
  customElements.define(
    'motion-strip',
    class extends HTMLElement {
      rewind = vi.fn();
    },
  );
});

let rewinds: Record<string, ReturnType<typeof vi.fn>>;

beforeEach(() => {
  document.body.innerHTML = `
    <tab-set>
      <div role="tablist">
        ${['a', 'b', 'c']
          .map(
            (k, i) =>
              `<button role="tab" id="tab-${k}" aria-controls="panel-${k}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${k}</button>`,
          )
          .join('')}
      </div>
    </tab-set>
    ${['a', 'b', 'c'].map((k, i) => `<div role="tabpanel" id="panel-${k}" ${i === 0 ? '' : 'hidden'}><motion-strip id="strip-${k}"></motion-strip></div>`).join('')}`;
  rewinds = Object.fromEntries(
    ['a', 'b', 'c'].map((k) => [
      k,
      (document.getElementById(`strip-${k}`) as HTMLElement & { rewind: ReturnType<typeof vi.fn> }).rewind,
    ]),
  );
});

const tab = (k: string) => document.getElementById(`tab-${k}`)!;
const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.id);
const key = (k: string, name: string) => {
  tab(k).focus();
  tab(k).dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
};

describe('<tab-set>', () => {
  it('shows the clicked tab’s panel and only that one', () => {
    tab('b').click();
    expect(shown()).toEqual(['panel-b']);
    expect(tab('b').getAttribute('aria-selected')).toBe('true');
    expect(tab('a').getAttribute('aria-selected')).toBe('false');
  });

  it('keeps only the chosen tab in the tab order', () => {
    tab('c').click();
    expect(['a', 'b', 'c'].map((k) => tab(k).tabIndex)).toEqual([-1, -1, 0]);
  });

  it('starts the strip in the newly shown panel from its first card, even when the tab was already chosen', () => {
    tab('b').click();
    expect(rewinds.b).toHaveBeenCalledTimes(1);
    tab('b').click();
    expect(rewinds.b).toHaveBeenCalledTimes(2);
    expect(rewinds.a).not.toHaveBeenCalled();
  });

  it.each([
    ['a', 'ArrowRight', 'b'],
    ['a', 'ArrowDown', 'b'],
    ['c', 'ArrowRight', 'a'],
    ['a', 'ArrowLeft', 'c'],
    ['b', 'ArrowUp', 'a'],
    ['b', 'Home', 'a'],
    ['a', 'End', 'c'],
  ])('from %s, %s chooses and focuses %s', (from, name, to) => {
    tab(from).click();
    key(from, name);
    expect(document.activeElement).toBe(tab(to));
    expect(shown()).toEqual([`panel-${to}`]);
  });

  it('ignores other keys', () => {
    key('a', 'Enter');
    expect(shown()).toEqual(['panel-a']);
  });
});
