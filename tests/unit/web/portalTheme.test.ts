// @vitest-environment node
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { portalTheme } from '../../../src/web/portalTheme.js';

type Rgb = [number, number, number];

/** '#rrggbb' or 'rgba(r, g, b, a)' laid over an opaque background, as the browser paints it. */
function paint(color: string, background: Rgb = [255, 255, 255]): Rgb {
  if (color.startsWith('#')) return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as Rgb;
  const [r, g, b, a = 1] = color.replace(/rgba?\(|\)/g, '').split(',').map(Number);
  return [r, g, b].map((v, i) => Math.round(v! * a + background[i]! * (1 - a))) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.x contrast ratio of a text colour on a background colour. */
function contrast(text: string, background: string): number {
  const bg = paint(background);
  const [high, low] = [luminance(paint(text, bg)), luminance(bg)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

const token = theme.getDesignToken(portalTheme);
const menu = portalTheme.components!.Menu!;
const switchTrack = portalTheme.components!.Switch!;
const WHITE = '#ffffff';
const LAYOUT = '#f5f6f8';
const presetTags = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;

describe('the portal theme at WCAG 2.2 AA contrast (4.5:1 for text)', () => {
  it.each<[string, string, string]>([
    ['white text on a primary button', WHITE, token.colorPrimary],
    ['white text on a hovered primary button', WHITE, token.colorPrimaryHover],
    ['white text on a pressed primary button', WHITE, token.colorPrimaryActive],
    ['white text on a danger button', WHITE, token.colorError],
    ['white text on a hovered danger button', WHITE, token.colorErrorHover],
    ['a link on white', token.colorLink, WHITE],
    ['a link on the layout background', token.colorLink, LAYOUT],
    ['a hovered link on white', token.colorLinkHover, WHITE],
    ['the selected menu item', String(menu.itemSelectedColor), String(menu.itemSelectedBg)],
    ['an open menu group title (primary) on white', token.colorPrimary, WHITE],
    ['description text on white', token.colorTextDescription, WHITE],
    ['description text on the layout background', token.colorTextDescription, LAYOUT],
    ['tertiary text on white', token.colorTextTertiary, WHITE],
    ['secondary text on the layout background', token.colorTextSecondary, LAYOUT],
    ['a placeholder on white', token.colorTextPlaceholder, WHITE],
    ['error text on white', token.colorErrorText, WHITE],
    ['an error tag', token.colorError, token.colorErrorBg],
    ['warning text on white', token.colorWarningText, WHITE],
    ['success text on white', token.colorSuccessText, WHITE],
    ['a processing tag', token.colorInfo, token.colorInfoBg],
    ['white text on an unchecked switch', WHITE, String(switchTrack.colorTextQuaternary)],
    ['white text on a hovered unchecked switch', WHITE, String(switchTrack.colorTextTertiary)],
    ...presetTags.map((c): [string, string, string] => [`a ${c} tag`, token[`${c}7`], token[`${c}1`]]),
  ])('should give %s at least 4.5:1', (_what, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('should measure antd\'s own orange and grey helper text below 4.5:1 (the colours issue 8 replaced)', () => {
    const plain = theme.getDesignToken({ token: { colorPrimary: '#fa8c16' } });
    expect(contrast(WHITE, plain.colorPrimary)).toBeLessThan(4.5);
    expect(contrast(plain.colorTextDescription, WHITE)).toBeLessThan(4.5);
    expect(contrast(plain.orange7, plain.orange1)).toBeLessThan(4.5);
  });
});
