import { map } from 'nanostores';

/** How long a toast stays on screen (spec: 2 seconds). */
export const TOAST_DURATION_MS = 2000;

export interface ToastState {
  active: boolean;
  content: string;
  /** Bumped on every show so the same message twice still restarts the timer and is re-announced. */
  id: number;
}

export const $toast = map<ToastState>({ active: false, content: '', id: 0 });

let hideTimer: ReturnType<typeof setTimeout> | undefined;

export function showToast(content: string): void {
  clearTimeout(hideTimer);
  $toast.set({ active: true, content, id: $toast.get().id + 1 });
  hideTimer = setTimeout(hideToast, TOAST_DURATION_MS);
}

export function hideToast(): void {
  clearTimeout(hideTimer);
  $toast.setKey('active', false);
}
