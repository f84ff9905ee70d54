import { describe, expect, it, vi } from 'vitest';

import { afterNextPaint } from './after-paint';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('afterNextPaint', () => {
  it('runs the work after the next frame, not in the task that asked', async () => {
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    await frame();
    await vi.waitFor(() => expect(work).toHaveBeenCalledOnce());
  });

  it('runs nothing once cancelled, before or after the frame', async () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancel = afterNextPaint(late);
    await frame();
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([early.mock.calls.length, late.mock.calls.length]).toEqual([0, 0]);
  });
});
