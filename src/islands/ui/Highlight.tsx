import { findMatch, splitAtMatch } from '../../lib/search';

/** The text with what the search found in a <mark> (lib/search.ts decides what that is). */
export function Highlight({ text, query }: { text: string; query: string }) {
  const [before, matched, after] = splitAtMatch(text, findMatch(text, query));
  if (!matched) return <>{text}</>;
  return (
    <>
      {before}
      <mark>{matched}</mark>
      {after}
    </>
  );
}
