// How /down takes the guide from /down/guide: the sections by id, in order, and only the
// styles this page does not have yet.
import { describe, expect, it } from 'vitest';

import { GUIDE_SECTIONS } from './guide-parts';
import { adoptStyles, guideParts } from './guide-slot';

const fetched = (body: string, styles: string[]) =>
  new DOMParser().parseFromString(
    `<html><head>${styles.map((css) => `<style>${css}</style>`).join('')}</head><body><main>${body}</main></body></html>`,
    'text/html',
  );

describe('guideParts', () => {
  it('takes the guide’s sections in their order, and the page’s styles', () => {
    const doc = fetched(
      '<section id="hardware">장비</section><section id="other">다른 것</section><section id="install-guide">안내</section>',
      ['.a{}', '.b{}'],
    );
    const { sections, styles } = guideParts(doc);
    expect(sections.map((section) => section.id)).toEqual([...GUIDE_SECTIONS]);
    expect(styles).toEqual(['.a{}', '.b{}']);
  });

  it('finds none in a page that is not the guide', () => {
    expect(guideParts(fetched('<section id="other"></section>', [])).sections).toEqual([]);
  });
});

describe('adoptStyles', () => {
  it('adds only the styles the document lacks, once', () => {
    document.head.innerHTML = '<style>.shared{}</style>';
    adoptStyles(['.shared{}', '.guide{}', '.guide{}']);
    adoptStyles(['.guide{}']);
    expect([...document.querySelectorAll('style')].map((style) => style.textContent)).toEqual([
      '.shared{}',
      '.guide{}',
    ]);
  });
});
