// The drafts perspective over raw documents, as the Content Lake applies it for a preview: a
// draft stands in for its published document, a document that exists only as a draft appears
// too, and every document answers to its published id (`_originalId` keeps the one it came from).
import type { Doc } from '../seed';

const DRAFTS = 'drafts.';
const VERSIONS = 'versions.';

export function draftsPerspective(docs: readonly Doc[]): Doc[] {
  const drafts = new Map(
    docs.filter((doc) => doc._id.startsWith(DRAFTS)).map((doc) => [doc._id.slice(DRAFTS.length), doc]),
  );
  const seen = new Set<string>();
  const view: Doc[] = [];
  for (const doc of docs) {
    // Release versions belong to other perspectives.
    if (doc._id.startsWith(VERSIONS)) continue;
    const id = doc._id.startsWith(DRAFTS) ? doc._id.slice(DRAFTS.length) : doc._id;
    if (seen.has(id)) continue;
    seen.add(id);
    const shown = drafts.get(id) ?? doc;
    view.push({ ...shown, _id: id, _originalId: shown._id });
  }
  return view;
}
