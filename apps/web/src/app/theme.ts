import { createTheme, darken, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';

const systemFont =
  'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Lagoon teal for actions, with a sunset orange accent: calm, and a little bit holiday. Shade 9 is
 * the first teal that white text reads on at WCAG AA (5:1), so actions and links use it.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 5 },
  defaultRadius: 'md',
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: '700' },
  cursorType: 'pointer',
  other: { accentColor: 'orange' },
  // Plain objects, not Drawer.extend(): the theme is in the first load, the drawers are not.
  components: {
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Mantine's secondary text (gray 6) and its light badges' text (shade 9 on shade 1) fall under the
 * 4.5:1 contrast WCAG AA asks of small text: secondary text takes gray 7, light variants a darker 9.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)])),
  },
  dark: {},
});
