import { createTheme } from '@mantine/core';

const systemFont =
  'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif';

/** Lagoon teal for actions, with a sunset orange accent: calm, and a little bit holiday. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: '700' },
  cursorType: 'pointer',
  other: { accentColor: 'orange' },
});
