import { atom, computed } from 'nanostores';

import { demandIsland } from '../lib/page/demand';

// A counter, not a flag: two overlapping requests must not hide the overlay when the first ends.
const $pending = atom(0);

export const $isLoading = computed($pending, (n) => n > 0);

/** Shows the global loading overlay until the task settles, and passes its result or error on. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  demandIsland('loading');
  $pending.set($pending.get() + 1);
  try {
    return await task();
  } finally {
    $pending.set(Math.max(0, $pending.get() - 1));
  }
}
