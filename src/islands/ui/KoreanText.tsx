// Imported by islands: the Korean line-break rule for text an island renders itself (the pages'
// own text gets it from src/integrations/korean-breaks/). Same runs, same spans, so a form's
// labels break where the page around them does.
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
