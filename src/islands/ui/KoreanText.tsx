// Imported by islands: the Korean line-break rule for text an island renders itself (the pages'
// own text gets it from src/integrations/korean-breaks/). Same runs, same spans, so a form's
// labels break where the page around them does, and read letter for letter as written.
import { KEEP_CLASS, koreanRuns, needsTextSpan, TEXT_CLASS } from '../../lib/text/korean-breaks';

export function KoreanText({ text }: { text: string }) {
  const runs = koreanRuns(text);
  const cut = runs.map((run, i) =>
    run.keep ? (
      <span key={i} className={KEEP_CLASS}>
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
  return needsTextSpan(runs) ? <span className={TEXT_CLASS}>{cut}</span> : <>{cut}</>;
}
