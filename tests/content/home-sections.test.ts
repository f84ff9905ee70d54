// The home page's sections are one list (src/components/home/sections.ts): the Studio's homePage
// document keeps its fields in that order, so editors fill the sections top to bottom, and every
// section but the hero (whose headings are its slides') has a heading the browser tests look for.
import { beforeAll, describe, expect, it } from 'vitest';

import { HOME_SECTIONS } from '../../src/components/home/sections';
import { homePage } from '../../studio/schemaTypes/documents/homePage';
import { useSeedContent } from '../support/content';
import { homeSectionHeadings } from '../support/home';

beforeAll(useSeedContent);

describe('the home sections', () => {
  it('are the Studio’s homePage fields, in the page’s order, then the hero’s button label', () => {
    const inPageOrder = HOME_SECTIONS.flatMap((section) => ('home' in section ? [section.home] : []));
    expect(homePage.fields.map((field) => field.name)).toEqual([...inPageOrder, 'usageCta']);
  });

  it('each have a heading from the CMS, but the hero', async () => {
    const headings = await homeSectionHeadings();
    expect(Object.keys(headings)).toEqual(HOME_SECTIONS.map((section) => section.id).filter((id) => id !== 'hero'));
    for (const [id, heading] of Object.entries(headings)) expect(heading.trim(), id).not.toBe('');
  });
});
