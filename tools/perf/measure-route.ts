// How the runner measures one route: Lighthouse runs of the route taken in turns with runs of the
// floor page (floor.ts), a pair at a time, with disturbed pairs taken again.
import { type Check, judgeRuns, type MetricName, type Spread, unmeasuredRoute } from './budgets.ts';
import {
  checkFloorRatios,
  FLOOR_PATH,
  type FloorPair,
  type FloorSpread,
  summarizeFloor,
  unmeasuredRatios,
} from './floor.ts';
import { isDisturbed } from './host-load.ts';
import { type BodyBytes, type Run, runLighthouse } from './lighthouse-run.ts';

export interface RouteResult {
  route: string;
  runs: Run[];
  /** The floor run taken just before each of `runs`, in the same order. */
  floorRuns: Run[];
  spread: Record<MetricName, Spread> | undefined;
  floor: FloorSpread | undefined;
  checks: Check[];
  error?: string;
  /** Pairs taken while other programs were busy, measured again (see measureRoute). */
  setAside: Run[];
  /** The medians of a first measurement that broke only timing budgets (see worthRemeasuring). */
  firstMedians?: Record<MetricName, number>;
}

export interface MeasureOptions {
  baseUrl: string;
  bodyBytes: BodyBytes;
  runs: number;
  /** How long a route waits, in all, for a machine busy with other programs to calm down. */
  disturbedWaitMs: number;
}

/** One retry: a Chromium that fails to start on a loaded machine says nothing about the page. */
async function measure(url: string, bodyBytes: BodyBytes): Promise<Run> {
  try {
    return await runLighthouse(url, bodyBytes);
  } catch (error) {
    console.warn(`Lighthouse failed on ${url}, retrying once: ${String(error)}`);
    return runLighthouse(url, bodyBytes);
  }
}

/** A route's budget and floor checks from all its runs and their floor runs. */
export function judgeRoute(
  route: string,
  runs: Run[],
  floorRuns: Run[],
): Pick<RouteResult, 'spread' | 'floor' | 'checks'> {
  const { spread, checks } = judgeRuns(route, runs);
  const pairs: FloorPair[] = runs.map((run, i) => ({ route: run, floor: floorRuns[i] as Run }));
  const floor = summarizeFloor(pairs);
  return { spread, floor, checks: [...checks, ...checkFloorRatios(route, floor)] };
}

/**
 * A route's runs, each right after a run of the floor. A pair during which other programs kept
 * over 0.3 cores busy (host-load.ts) is set aside and taken again after a pause, for up to
 * `disturbedWaitMs` per route; after that the pairs count as they are, and the report says how
 * busy the machine was.
 */
export async function measureRoute(route: string, options: MeasureOptions): Promise<RouteResult> {
  const runs: Run[] = [];
  const floorRuns: Run[] = [];
  const setAside: Run[] = [];
  const giveUpAt = Date.now() + options.disturbedWaitMs;
  try {
    while (runs.length < options.runs) {
      const floor = await measure(options.baseUrl + FLOOR_PATH, options.bodyBytes);
      const run = await measure(options.baseUrl + route, options.bodyBytes);
      if ((isDisturbed(run) || isDisturbed(floor)) && Date.now() < giveUpAt) {
        setAside.push(run);
        const cores = Math.max(run.foreignCores ?? 0, floor.foreignCores ?? 0);
        console.log(
          `${route}: other programs used ${cores.toFixed(2)} cores during a pair of runs (TBT ${Math.round(run.tbtMs)} ms); taking it again`,
        );
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        continue;
      }
      runs.push(run);
      floorRuns.push(floor);
    }
    return { route, runs, floorRuns, setAside, ...judgeRoute(route, runs, floorRuns) };
  } catch (error) {
    return {
      route,
      runs,
      floorRuns,
      setAside,
      spread: undefined,
      floor: undefined,
      checks: [...unmeasuredRoute(route), ...unmeasuredRatios(route)],
      error: String(error),
    };
  }
}
