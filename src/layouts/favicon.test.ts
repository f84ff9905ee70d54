// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { FAVICON_HREF, svgDataUrl } from './favicon';

describe('the site icon as a data: URL', () => {
  it('decodes back to the very markup of public/favicon.svg', () => {
    const file = readFileSync(join(process.cwd(), 'public/favicon.svg'), 'utf8').trim();
    expect(FAVICON_HREF.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(FAVICON_HREF.slice('data:image/svg+xml,'.length))).toBe(file.replace(/"/g, "'"));
  });

  it('escapes what would end the attribute or the URL early', () => {
    const href = svgDataUrl('<svg fill="#fff">\n  <text>100%</text>\n</svg>\n');
    expect(href).toBe("data:image/svg+xml,%3Csvg fill='%23fff'%3E %3Ctext%3E100%25%3C/text%3E %3C/svg%3E");
    expect(href).not.toMatch(/["<>#\n]/);
  });
});
