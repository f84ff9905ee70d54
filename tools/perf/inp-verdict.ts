// How the INP benchmark judges the presses it measured (inp.ts): each control on the median of
// its runs against INP_MS, and how the worst read in the report. Pure functions, pinned by
// inp.test.ts.
import { INP_MS, median } from './budgets.ts';
import type { Phases, PressSample } from './inp.ts';

export interface InpResult {
  route: string;
  name: string;
  runs: number[];
  median: number;
  ok: boolean;
  /** Where the time of the run nearest the median went. */
  phases?: Phases;
}

/** Each press judged on the median of its runs, worst first. */
export function judgePresses(samples: readonly PressSample[], limit: number = INP_MS): InpResult[] {
  const byPress = new Map<string, PressSample[]>();
  for (const sample of samples) {
    const key = `${sample.route}\u0000${sample.name}`;
    byPress.set(key, [...(byPress.get(key) ?? []), sample]);
  }
  return [...byPress.values()]
    .map((runs) => {
      const ms = median(runs.map((r) => r.ms));
      const first = runs[0] as PressSample;
      const nearest = [...runs].sort((a, b) => Math.abs(a.ms - ms) - Math.abs(b.ms - ms))[0];
      return {
        route: first.route,
        name: first.name,
        runs: runs.map((r) => r.ms),
        median: ms,
        ok: ms <= limit,
        ...(nearest?.phases ? { phases: nearest.phases } : {}),
      };
    })
    .sort((a, b) => b.median - a.median);
}

const phasesText = ({ delay, processing, presentation }: Phases) =>
  `; waiting ${Math.round(delay)}, handlers ${Math.round(processing)}, to the paint ${Math.round(presentation)}`;

/** The worst `count` presses, one line each. */
export function worstPresses(results: readonly InpResult[], count = 3): string[] {
  return results
    .slice(0, count)
    .map(
      (r) =>
        `${r.route} ${r.name}: ${Math.round(r.median)} ms (runs ${r.runs.map(Math.round).join(', ')}${r.phases ? phasesText(r.phases) : ''})${r.ok ? '' : ' ✗'}`,
    );
}
