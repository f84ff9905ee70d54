import { describe, expect, it } from 'vitest';

import { securityHeaders } from '../security-headers/csp';
import { previewHeaders } from './headers';

const SUPABASE = 'https://abc.supabase.co';
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('who may frame the site', () => {
  it('nobody, for the public site', () => {
    const headers = securityHeaders({ supabaseOrigin: SUPABASE, scriptHashes: [] });
    expect(directive(headers['Content-Security-Policy']!, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('only the Studio’s origin, for the draft preview', () => {
    const headers = previewHeaders({ studioUrl: 'https://sodampos.sanity.studio/desk', supabaseOrigin: SUPABASE });
    expect(directive(headers['Content-Security-Policy']!, 'frame-ancestors')).toBe(
      'frame-ancestors https://sodampos.sanity.studio',
    );
    expect(headers).not.toHaveProperty('X-Frame-Options');
  });

  it('keeps the opener for the Studio’s own window (no Cross-Origin-Opener-Policy), where the public site sets same-origin', () => {
    expect(
      previewHeaders({ studioUrl: 'https://sodampos.sanity.studio', supabaseOrigin: SUPABASE }),
    ).not.toHaveProperty('Cross-Origin-Opener-Policy');
    expect(securityHeaders({ supabaseOrigin: SUPABASE, scriptHashes: [] })['Cross-Origin-Opener-Policy']).toBe(
      'same-origin',
    );
  });
});

describe('the draft preview’s other headers', () => {
  it('keep it out of search engines and caches', () => {
    const headers = previewHeaders({ studioUrl: 'http://localhost:3333', supabaseOrigin: SUPABASE });
    expect(headers['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(headers['Cache-Control']).toBe('no-store');
  });

  it('allow the page’s own inline scripts by hash, and no others', () => {
    const html = '<script>window.a = 1</script><script type="application/ld+json">{}</script>';
    const csp = previewHeaders({ studioUrl: 'http://localhost:3333', supabaseOrigin: SUPABASE, html })[
      'Content-Security-Policy'
    ]!;
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'sha256-[\w+/=]+'$/);
  });

  it('keep the public site’s policy otherwise', () => {
    const site = securityHeaders({ supabaseOrigin: SUPABASE, scriptHashes: [] })['Content-Security-Policy']!.split(
      '; ',
    );
    const preview = previewHeaders({ studioUrl: 'http://localhost:3333', supabaseOrigin: SUPABASE })[
      'Content-Security-Policy'
    ]!.split('; ');
    expect(preview.filter((d) => !d.startsWith('frame-ancestors'))).toEqual(
      site.filter((d) => !d.startsWith('frame-ancestors')),
    );
  });
});
