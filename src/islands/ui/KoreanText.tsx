// Imported by islands: the Korean line-break rule for text an island renders itself (the form
// islands' consent labels). The same rule over every page's text is switched off until its word
// joiners stop changing the text that tests, search and the draft preview read (docs/copy-style.md).
import { KEEP_CLASS, koreanRuns } from '../../lib/text/korean-breaks';

export function KoreanText({ text }: { text: string }) {
  return (
    <>
      {koreanRuns(text).map((run, i) =>
        run.keep ? (
          <span key={i} className={KEEP_CLASS}>
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
