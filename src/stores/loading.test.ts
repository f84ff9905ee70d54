// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { $isLoading, withLoading } from './loading';

describe('loading store', () => {
  it('shows the overlay while a task runs and passes its result on', async () => {
    let seen = false;
    const result = await withLoading(() => {
      seen = $isLoading.get();
      return Promise.resolve(42);
    });
    expect(seen).toBe(true);
    expect(result).toBe(42);
    expect($isLoading.get()).toBe(false);
  });

  it('keeps the overlay until the last of two overlapping tasks ends', async () => {
    let finishFirst!: () => void;
    const first = withLoading(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = withLoading(async () => {
      await Promise.resolve();
    });
    await second;
    expect($isLoading.get()).toBe(true);
    finishFirst();
    await first;
    expect($isLoading.get()).toBe(false);
  });

  it('hides the overlay and rethrows when the task fails', async () => {
    await expect(withLoading(() => Promise.reject(new Error('네트워크 오류')))).rejects.toThrow('네트워크 오류');
    expect($isLoading.get()).toBe(false);
  });
});
