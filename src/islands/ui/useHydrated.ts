import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates the server HTML, true right after. Islands that read a shared
 * store render what the server rendered until then: another island may have changed the
 * store already, and hydrating with that value would not match the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
