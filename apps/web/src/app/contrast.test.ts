import { describe, expect, it } from 'vitest';
import { contrast, readable } from './contrast.ts';

describe('readable shades', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#10ab7f', '#ffffff')).toBeCloseTo(2.94, 2);
    expect(contrast('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  });

  it('darkens the brand green and the preset colours until white text reads on them, and keeps one that already does', () => {
    for (const c of ['#10AB7F', '#1677FF', '#409EFF', '#722ED1', '#EB2F96', '#F5222D', '#FA8C16', '#FAAD14', '#13C2C2', '#2F54EB']) {
      const shade = readable(c);
      expect(contrast(shade, '#ffffff'), c).toBeGreaterThanOrEqual(4.5);
      // a colour that reads already is kept; one that does not gets the nearest shade, not black
      if (contrast(c, '#ffffff') >= 4.5) expect(shade).toBe(c);
      else expect(contrast(shade, '#ffffff'), c).toBeLessThan(5.2);
    }
    expect(readable('#333333')).toBe('#333333');
  });

  it('lightens a colour for a dark background', () => {
    const shade = readable('#10ab7f', '#141414');
    expect(contrast(shade, '#141414')).toBeGreaterThanOrEqual(4.5);
  });
});
