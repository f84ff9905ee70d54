// The click-to-edit overlay of the draft preview (@sanity/visual-editing): it finds the edit
// information stega left in the page's text and, inside the Studio's Presentation tool, opens
// the field a sentence comes from. Injected into every page by ./integration.ts, in the preview
// build only.
import type { HistoryAdapter, HistoryRefresh } from '@sanity/visual-editing';

/** Each page is its own document: the Studio learns where the frame is, and sends it elsewhere by loading that page. */
const history: HistoryAdapter = {
  subscribe(navigate) {
    navigate({ type: 'replace', url: `${location.pathname}${location.search}${location.hash}` });
    return () => {};
  },
  update(update) {
    if (update.type === 'pop') window.history.back();
    else if (update.url !== `${location.pathname}${location.search}${location.hash}`) location.assign(update.url);
  },
};

/** Edits arrive as a burst of mutations while an editor types; the page is rendered again once they pause. */
const MUTATION_PAUSE_MS = 800;
let pendingReload: number | undefined;

function refresh(payload: HistoryRefresh): false | Promise<void> {
  if (payload.source === 'manual') {
    location.reload();
    return new Promise(() => {});
  }
  window.clearTimeout(pendingReload);
  pendingReload = window.setTimeout(() => location.reload(), MUTATION_PAUSE_MS);
  return false;
}

export async function startVisualEditing(): Promise<void> {
  const { enableVisualEditing } = await import('@sanity/visual-editing');
  enableVisualEditing({ history, refresh });
}
