import { afterEach, describe, expect, it, vi } from 'vitest';

import { openDialog, switchDialogToLogin } from '../../stores/dialog';
import { withLoading } from '../../stores/loading';
import { showToast } from '../../stores/toast';
import { DEMAND_EVENT, demandAttribute, demandIsland } from './demand';
import demandDirective from './demand-directive';

afterEach(() => {
  for (const name of [...document.documentElement.getAttributeNames()]) {
    if (name.startsWith('data-island-demand-')) document.documentElement.removeAttribute(name);
  }
});

/** A stand-in for Astro's load(): resolves to the island's hydrate function. */
function fakeIsland() {
  const hydrate = vi.fn(() => Promise.resolve());
  const load = vi.fn(() => Promise.resolve(hydrate));
  return { load, hydrate };
}

const options = (value: string) => ({ name: 'demand', value });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('demandIsland', () => {
  it('marks the page and announces the store once', () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(DEMAND_EVENT, listener);
    demandIsland('toast');
    demandIsland('toast');
    demandIsland('dialog');
    window.removeEventListener(DEMAND_EVENT, listener);
    expect(heard).toEqual(['toast', 'dialog']);
    expect(document.documentElement.hasAttribute(demandAttribute('toast'))).toBe(true);
  });
});

describe('client:demand', () => {
  it('waits for its own store, then hydrates once', async () => {
    const island = fakeIsland();
    demandDirective(island.load, options('dialog'), document.createElement('astro-island'));
    await settle();
    expect(island.load).not.toHaveBeenCalled();
    demandIsland('toast');
    await settle();
    expect(island.load).not.toHaveBeenCalled();
    demandIsland('dialog');
    await settle();
    expect(island.hydrate).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new CustomEvent(DEMAND_EVENT, { detail: 'dialog' }));
    await settle();
    expect(island.load).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once when its store was demanded before the island arrived', async () => {
    demandIsland('loading');
    const island = fakeIsland();
    demandDirective(island.load, options('loading'), document.createElement('astro-island'));
    await settle();
    expect(island.hydrate).toHaveBeenCalledTimes(1);
  });
});

describe("the stores' actions", () => {
  it.each([
    ['dialog', () => openDialog('down')],
    ['dialog', () => switchDialogToLogin()],
    ['toast', () => showToast('저장했습니다')],
    ['loading', () => withLoading(() => Promise.resolve())],
  ] as const)('hydrate the %s island when it first has something to show', async (store, act) => {
    await act();
    expect(document.documentElement.hasAttribute(demandAttribute(store))).toBe(true);
  });
});
