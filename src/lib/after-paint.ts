// Work a press causes but the visitor does not see (the page behind a layer turning inert, say)
// waits until the frame that answers the press has been painted: an interaction lasts until its
// next paint (Interaction to Next Paint), and everything its handlers do comes before that paint
// (docs/architecture.md#every-press).

/** Runs `work` in a task of its own once the next frame is painted; returns what cancels it. */
export function afterNextPaint(work: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; a task it posts runs after it.
  const frame = requestAnimationFrame(() => {
    task = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
