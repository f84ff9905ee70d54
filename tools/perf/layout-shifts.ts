// What a run with a layout shift saw, from the Lighthouse trace: when each shift happened, how
// much it scored, and where the moved boxes were before and after. A CLS failure on a CI machine
// is rare and hard to reproduce (the first-visit notice once in ~30 runs); the rects say why.

/** The fields of a Chromium trace event this reads; everything else is ignored. */
export interface TraceEventLike {
  name: string;
  ts: number;
  args?: { data?: Record<string, unknown> };
}

interface ImpactedNode {
  node_id?: number;
  old_rect?: number[];
  new_rect?: number[];
}

const rect = (r: number[] | undefined) => (r ? `[${r.map(Math.round).join(',')}]` : '[]');

/** One line per layout shift scoring at least `minScore`: "1234 ms 0.194: [x,y,w,h] → [x,y,w,h]". */
export function describeLayoutShifts(events: readonly TraceEventLike[], minScore = 0.001): string[] {
  // The trace may hold about:blank's navigation too; time counts from the page's own.
  const navigations = events.filter((e) => e.name === 'navigationStart');
  const loaderUrl = (e: TraceEventLike) => e.args?.data?.documentLoaderURL;
  const page = navigations.find((e) => {
    const url = loaderUrl(e);
    return typeof url === 'string' && /^https?:/.test(url);
  });
  const start = (page ?? navigations[0] ?? events[0])?.ts ?? 0;
  return events
    .filter((e) => e.name === 'LayoutShift' && Number(e.args?.data?.score ?? 0) >= minScore)
    .map((e) => {
      const data = e.args?.data ?? {};
      const nodes = (Array.isArray(data.impacted_nodes) ? data.impacted_nodes : []) as ImpactedNode[];
      const moves = nodes.map((n) => `node ${n.node_id ?? '?'} ${rect(n.old_rect)} → ${rect(n.new_rect)}`).join('; ');
      return `${Math.round((e.ts - start) / 1000)} ms ${Number(data.score).toFixed(3)}: ${moves || 'no node recorded'}`;
    });
}
