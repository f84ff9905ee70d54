// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { CHAT_MARGIN_MIN_WIDTH, layoutModeFor, PC_MIN_WIDTH, TABLET_MIN_WIDTH } from './breakpoints';

describe('layout modes', () => {
  it.each([
    [360, 'mb'],
    [767, 'mb'],
    [768, 'tablet'],
    [1439, 'tablet'],
    [1440, 'pc'],
    [1920, 'pc'],
  ] as const)('%i px is %s', (width, mode) => {
    expect(layoutModeFor(width)).toBe(mode);
  });

  // CSS cannot import the constants, so every media query in src/ must use one of them.
  it('uses only the spec breakpoints in CSS media queries', () => {
    const allowed = new Set([
      `${TABLET_MIN_WIDTH}px`,
      `${TABLET_MIN_WIDTH - 1}px`,
      `${PC_MIN_WIDTH}px`,
      `${PC_MIN_WIDTH - 1}px`,
      `${CHAT_MARGIN_MIN_WIDTH}px`,
    ]);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(css|astro)$/.test(name)) files.push(path);
      }
    };
    walk('src');
    const used = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media[^{]*\((?:min|max)-width:\s*([\d.]+px)\)/g)].map(
        (m) => `${m[1]} in ${file}`,
      ),
    );
    expect(used.filter((entry) => !allowed.has(entry.split(' ')[0] ?? ''))).toEqual([]);
  });
});
