import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  $toast,
  hideToast,
  showQueuedToast,
  showToast,
  showToastAfterNavigation,
  TOAST_DURATION_MS,
  toastShown,
} from './toast';

/** Shows a message as the toast layer does once it is on screen. */
const showOnScreen = (content: string) => {
  showToast(content);
  toastShown($toast.get().id);
};

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    hideToast();
    vi.useRealTimers();
  });

  it('lasts 2 seconds, as the spec says', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
  });

  it('shows a message and hides it after the duration', () => {
    showOnScreen('문의가 완료되었습니다');
    expect($toast.get()).toMatchObject({ active: true, content: '문의가 완료되었습니다' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect($toast.get().active).toBe(true);
    vi.advanceTimersByTime(1);
    expect($toast.get().active).toBe(false);
  });

  it('counts its two seconds from when the layer shows it, however late that is', () => {
    showToast('문의가 완료되었습니다');
    vi.advanceTimersByTime(TOAST_DURATION_MS * 3);
    expect($toast.get().active).toBe(true);
    toastShown($toast.get().id - 1);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect($toast.get().active).toBe(true);
    toastShown($toast.get().id);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect($toast.get().active).toBe(false);
  });

  it('restarts the timer when a second message arrives', () => {
    showOnScreen('첫 번째');
    vi.advanceTimersByTime(1500);
    showOnScreen('두 번째');
    vi.advanceTimersByTime(1500);
    expect($toast.get()).toMatchObject({ active: true, content: '두 번째' });
    vi.advanceTimersByTime(500);
    expect($toast.get().active).toBe(false);
  });

  it('gives a repeated message a new id so it is announced again', () => {
    showToast('같은 문구');
    const first = $toast.get().id;
    showToast('같은 문구');
    expect($toast.get().id).toBe(first + 1);
  });

  it('carries a message over a redirect, and shows it only once', () => {
    showToastAfterNavigation('문의가 완료되었습니다');
    expect($toast.get().active).toBe(false);
    showQueuedToast();
    expect($toast.get()).toMatchObject({ active: true, content: '문의가 완료되었습니다' });
    hideToast();
    showQueuedToast();
    expect($toast.get().active).toBe(false);
  });
});
