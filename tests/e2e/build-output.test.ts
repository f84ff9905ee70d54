import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { ROUTES } from '../../tools/routes';

// e2e-setup has just built dist/; this checks what a static host would be handed.
describe('the static build', () => {
  it.each([...ROUTES.map((r) => r.path), '/404'])('writes %s as a Korean HTML file', (path) => {
    const file = path === '/404' ? 'dist/404.html' : `dist${path === '/' ? '' : path}/index.html`;
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^<!DOCTYPE html><html lang="ko"/i);
  });
});
