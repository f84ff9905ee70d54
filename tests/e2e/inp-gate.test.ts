// The INP benchmark (tools/perf/inp.ts, `npm run test:perf:all`) can fail. A press
// whose click handler keeps the main thread busy for 200 ms, measured the way the benchmark
// measures every control (a phone with its CPU slowed 4×, Event Timing), is judged over
// INP_MS. Only the lower bound is asserted: a busy loop lasts at least its length however
// loaded the machine is, so this holds in `npm test`; the budget itself is the benchmark's.
import { INP_MS } from '../../tools/perf/budgets';
import { judgePresses, measurePress, slowDown } from '../../tools/perf/inp';
import { describe, expect, it } from '../support/browser-test';

const PAGE = `<!doctype html><html lang="ko"><body>
<button id="busy">바쁜 버튼</button><output id="done"></output>
<script>
  document.getElementById('busy').addEventListener('click', () => {
    const until = performance.now() + 200;
    while (performance.now() < until) {}
    document.getElementById('done').textContent = '끝';
  });
</script></body></html>`;

describe('the INP gate', () => {
  it('fails a press whose click handler is busy for 200 ms', async ({ openPage }) => {
    const { page } = await openPage(390);
    await slowDown(page);
    await page.route('http://inp.test/', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.goto('http://inp.test/');
    const press = { name: 'busy button', act: () => page.locator('#busy').click() };
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push({ route: '/fixture', name: press.name, ms: await measurePress(page, press) });
    expect(Math.min(...runs.map((r) => r.ms))).toBeGreaterThanOrEqual(200);
    expect(judgePresses(runs)).toEqual([expect.objectContaining({ name: 'busy button', ok: false })]);
    expect(INP_MS).toBeLessThan(200);
  });
});
