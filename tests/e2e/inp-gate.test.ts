// The INP benchmark (tools/perf/inp.ts, `npm run test:perf:all`) can fail. A press on a touch
// phone with its CPU slowed 4×, tapped and read the way the benchmark presses every control, is
// judged over INP_MS when its click handler keeps the main thread busy for 200 ms, and also when
// the handler is quick but the frame after it is not: an interaction lasts until the next paint.
// Only lower bounds are asserted: a busy loop lasts at least its length however loaded the machine
// is, so this holds in `npm test`; the budget itself is the benchmark's.
import { INP_MS } from '../../tools/perf/budgets';
import { measurePress, slowDown, TOUCH_PHONE } from '../../tools/perf/inp';
import { tap } from '../../tools/perf/inp-presses';
import { judgePresses } from '../../tools/perf/inp-verdict';
import { describe, expect, it } from '../support/browser-test';

const page = (onClick: string) => `<!doctype html><html lang="ko"><body>
<button id="busy" style="font-size:2rem">바쁜 버튼</button><output id="done"></output>
<script>
  const busy = (ms) => { const until = performance.now() + ms; while (performance.now() < until) {} };
  document.getElementById('busy').addEventListener('click', () => { ${onClick} });
</script></body></html>`;

describe('the INP gate', () => {
  it.for([
    ['a click handler busy for 200 ms', "busy(200); done.textContent = '끝';"],
    [
      'a quick handler whose next frame waits 200 ms',
      "done.textContent = '끝'; requestAnimationFrame(() => busy(200));",
    ],
  ] as const)('fails %s', async ([name, onClick], { openPage }) => {
    const { page: tab } = await openPage(TOUCH_PHONE.width, { isMobile: true, hasTouch: true });
    await slowDown(tab);
    await tab.route('http://inp.test/', (route) => route.fulfill({ contentType: 'text/html', body: page(onClick) }));
    await tab.goto('http://inp.test/');
    const press = { name, act: () => tap(tab, tab.locator('#busy')) };
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push({ route: '/fixture', name, ...(await measurePress(tab, press)) });
    expect(Math.min(...runs.map((r) => r.ms))).toBeGreaterThanOrEqual(200);
    expect(judgePresses(runs)).toEqual([expect.objectContaining({ name, ok: false })]);
    expect(INP_MS).toBeLessThan(200);
  });
});
