import { map } from 'nanostores';

import { demandIsland } from '../lib/page/demand';

/** How long a toast stays on screen (docs/product.md#dialogs). */
export const TOAST_DURATION_MS = 2000;

interface ToastState {
  active: boolean;
  content: string;
  /** Bumped on every show so the same message twice still restarts the timer and is re-announced. */
  id: number;
}

export const $toast = map<ToastState>({ active: false, content: '', id: 0 });

let hideTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Puts a message up. Its two seconds start when the toast layer shows it (toastShown), not
 * here: the layer hydrates on demand, and on a slow phone a timer started now could run out
 * before the message was ever on screen.
 */
export function showToast(content: string): void {
  clearTimeout(hideTimer);
  demandIsland('toast');
  $toast.set({ active: true, content, id: $toast.get().id + 1 });
}

/** Called by the toast layer once message `id` is on screen: it stays TOAST_DURATION_MS from now. */
export function toastShown(id: number): void {
  const { active, id: current } = $toast.get();
  if (!active || id !== current) return;
  clearTimeout(hideTimer);
  hideTimer = setTimeout(hideToast, TOAST_DURATION_MS);
}

export function hideToast(): void {
  clearTimeout(hideTimer);
  $toast.setKey('active', false);
}

// A message for the next page this tab opens (e.g. '문의가 완료되었습니다' before the redirect
// to the inquiry list). sessionStorage, because the message belongs to this tab's navigation.
export const QUEUED_TOAST_KEY = 'sodam-pos-queued-toast';

/** Shows the message on the next page load in this tab, for a success followed by a redirect. */
export function showToastAfterNavigation(content: string): void {
  sessionStorage.setItem(QUEUED_TOAST_KEY, content);
}

/** Called once per page (page-behaviours.ts): shows and forgets a message queued before navigating. */
export function showQueuedToast(): void {
  const content = sessionStorage.getItem(QUEUED_TOAST_KEY);
  if (content === null) return;
  sessionStorage.removeItem(QUEUED_TOAST_KEY);
  showToast(content);
}
