// @vitest-environment node
/**
 * The buttons' colours in the stylesheet the app ships keep text at 4.5:1 or more, also on hover: a solid button's
 * label on its palette's solid colour and on the hover's 90 % of it (over a white dialog or the grey page), an outline
 * button's label on its hover background.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../web/src/theme/chakra.gen.css', import.meta.url), 'utf8');
/** The light theme's value of a colour variable, following var() references to a hex colour. */
function colour(name: string): string {
  const light = css.slice(css.indexOf(':root,.light{'));
  const value = new RegExp(`--chakra-colors-${name}:([^;}]+)`).exec(light)?.[1] ?? new RegExp(`--chakra-colors-${name}:([^;}]+)`).exec(css)?.[1];
  if (!value) throw new Error(`no colour ${name}`);
  if (value === 'white') return '#ffffff';
  const ref = /^var\(--chakra-colors-([a-z0-9-]+)\)$/.exec(value);
  return ref ? colour(ref[1]!) : value;
}
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const mix = (top: string, share: number, under: string) => {
  const [a, b] = [rgb(top), rgb(under)];
  return `#${a
    .map((c, i) =>
      Math.round(c * share + b[i]! * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (x: string, y: string) => {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('button colours', () => {
  it.each(['brand', 'red'])('a solid %s button keeps its label at 4.5:1, also on hover', (palette) => {
    const label = colour(`${palette}-contrast`);
    const solid = colour(`${palette}-solid`);
    expect(contrast(label, solid)).toBeGreaterThanOrEqual(4.5);
    for (const page of [colour('white'), colour('gray-100')]) expect(contrast(label, mix(solid, 0.9, page))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['brand', 'red', 'green'])('an outline %s button keeps its label at 4.5:1 on its hover background', (palette) => {
    expect(contrast(colour(`${palette}-fg`), colour(`${palette}-subtle`))).toBeGreaterThanOrEqual(4.5);
  });

  it('finds the 600 red below 4.5:1 on hover (what the theme replaced)', () => {
    expect(contrast('#ffffff', mix(colour('red-600'), 0.9, '#ffffff'))).toBeLessThan(4.5);
  });
});
