import { darken, luminance, type CSSVariablesResolver } from '@mantine/core';

/**
 * WCAG 2.1 AA asks 4.5:1 of normal text against its background; a little more leaves room for
 * the rounding of contrast checkers.
 */
const TEXT_CONTRAST = 4.6;
const DARKEN_STEP = 0.05;

function contrast(a: string, b: string): number {
  const [lighter = 0, darker = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Mantine writes coloured text in shade 9 (on the shade 1 tint of light badges and alerts) or in
 * the filled shade (on white): green, orange and yellow miss 4.5:1 either way. Shade 9 is
 * darkened until it reads on the tint, and so on white too.
 */
function readableOnTint(shades: readonly string[]): string {
  const base = shades[9] ?? '#000';
  const tint = shades[1] ?? '#fff';
  let color = base;
  for (let amount = DARKEN_STEP; contrast(color, tint) < TEXT_CONTRAST && amount < 1; amount += DARKEN_STEP) {
    color = darken(base, amount);
  }
  return color;
}

/**
 * The colours Mantine's defaults get wrong for WCAG 2.1 AA: dimmed helper text (grey 6 on white
 * is 3.3:1, dark 2 on the dark body 4.0:1) and coloured text in the light scheme. The dark
 * scheme's coloured text (shades 0 and 4 on near-black) already reads.
 */
export const accessibleColors: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Links sit on white and on the primary tint of a selected row alike.
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-light-color)`,
    ...Object.fromEntries(
      Object.entries(theme.colors).flatMap(([name, shades]) => {
        const readable = readableOnTint(shades);
        return [
          [`--mantine-color-${name}-light-color`, readable],
          [`--mantine-color-${name}-text`, readable],
        ];
      }),
    ),
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
