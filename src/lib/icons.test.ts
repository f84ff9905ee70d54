// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { iconFrame, type IconName, ICONS } from './icons';

describe('the icon list', () => {
  it('draws a line icon with a round stroke of its own width and no fill', () => {
    expect(iconFrame('menu', 18)).toMatchObject({
      width: 18,
      height: 18,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinecap: 'round',
    });
  });

  it('fills a glyph with the text colour and draws no stroke', () => {
    const frame = iconFrame('phone', 22);
    expect(frame.fill).toBe('currentColor');
    expect(frame).not.toHaveProperty('stroke');
  });

  it('keeps the square the source art was drawn in', () => {
    expect(iconFrame('google', 20).viewBox).toBe('0 0 48 48');
  });

  it.each(Object.keys(ICONS) as IconName[])('%s has at least one path, each a drawing command', (icon) => {
    const { shapes } = iconFrame(icon, 24);
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) expect(shape.d).toMatch(/^[Mm][\d.\s-]/);
  });
});
