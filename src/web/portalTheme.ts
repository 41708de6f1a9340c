import type { ThemeConfig } from 'antd';
import { constants } from '../generated/constants.js';

/**
 * The portal's antd theme: the model's primary colour and Japanese UI fonts, with every text colour at WCAG 2.2 AA
 * contrast (4.5:1 for normal text; disabled controls are exempt). Ratios measured against white (#ffffff), the
 * layout background (#f5f6f8) and the selected / tag backgrounds antd derives (issue 8), and measured again by
 * tests/unit/web/portalTheme.test.ts:
 * - primary #c2410c (model): white text on it 5.18:1; as text on white 5.18:1, on #f5f6f8 4.79:1, on the selected
 *   menu item's #fff1e6 4.68:1. Hover #9a3412 (white on it 7.31:1), pressed #7c2d12 (9.37:1): buttons darken.
 * - selected menu item text #9a3412 on #fff1e6: 6.60:1.
 * - tertiary / description text (helper text, breadcrumbs, menu group titles, footer) rgba(0,0,0,0.6):
 *   #666666 on white 5.74:1, #626263 on #f5f6f8 5.63:1. Placeholders rgba(0,0,0,0.56): #707070 on white 4.95:1.
 * - error #cf1322: on white 5.57:1, on its background #fff2f0 5.10:1; hover #a8071a 7.75:1. Warning text #874d00
 *   on white 6.79:1. Info #0958d9 on white 6.16:1, on #e6f4ff 5.50:1.
 * - tags: antd writes a preset tag's text in the colour's 7th shade on its 1st; the shades too light for it
 *   move one step darker: orange #ad4e00 on #fff7e6 5.09:1, green #237804 on #f6ffed 5.44:1, cyan #006d75 5.82:1,
 *   volcano #ad2102 6.38:1, gold #874d00 6.53:1, yellow #876800 5.15:1, lime #3f6600 6.62:1.
 */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: constants.primaryColor,
    colorPrimaryHover: '#9a3412',
    colorPrimaryActive: '#7c2d12',
    colorPrimaryTextHover: '#9a3412',
    colorPrimaryTextActive: '#7c2d12',
    colorLink: constants.primaryColor,
    colorLinkHover: '#9a3412',
    colorLinkActive: '#7c2d12',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    colorErrorText: '#cf1322',
    colorErrorTextHover: '#a8071a',
    colorErrorTextActive: '#820014',
    colorWarningText: '#874d00',
    colorSuccessText: '#237804',
    colorInfo: '#0958d9',
    orange7: '#ad4e00',
    green7: '#237804',
    cyan7: '#006d75',
    volcano7: '#ad2102',
    gold7: '#874d00',
    yellow7: '#876800',
    lime7: '#3f6600',
    fontFamily: '"Hiragino Kaku Gothic ProN", "Hiragino Sans", "Noto Sans JP", Meiryo, "Yu Gothic UI", system-ui, sans-serif',
    borderRadius: 6,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f6f8', headerPadding: '0 16px', headerHeight: 56 },
    Menu: { itemBorderRadius: 6, subMenuItemBg: '#ffffff', itemSelectedColor: '#9a3412', itemSelectedBg: '#fff1e6' },
    // An unchecked switch's track (antd: the quaternary text colour, #bfbfbf) carries its white いいえ/無効 text:
    // rgba(0,0,0,0.58) = #6b6b6b gives 5.33:1 (and the track 5.33:1 against white, WCAG 1.4.11); hover #4d4d4d 8.45:1.
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.58)', colorTextTertiary: 'rgba(0, 0, 0, 0.7)' },
  },
};

/**
 * The theme's colours and font as CSS custom properties, for the style sheets of what is drawn without antd: the
 * log-in page (screens/login/login.css), which looks as antd draws it.
 */
export const portalCssVariables: Readonly<Record<string, string>> = Object.fromEntries(Object.entries({
  '--portal-primary': portalTheme.token?.colorPrimary,
  '--portal-primary-hover': portalTheme.token?.colorPrimaryHover,
  '--portal-primary-active': portalTheme.token?.colorPrimaryActive,
  '--portal-error': portalTheme.token?.colorError,
  '--portal-info': portalTheme.token?.colorInfo,
  '--portal-text-secondary': portalTheme.token?.colorTextDescription,
  '--portal-font': portalTheme.token?.fontFamily,
}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** Puts {@link portalCssVariables} on the page's root element (the web entry, Storybook's preview). */
export function applyPortalCssVariables(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(portalCssVariables)) root.style.setProperty(name, value);
}
