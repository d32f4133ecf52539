import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

/** Primary blue, secondary green (SPEC section 1); screens use `SECONDARY_COLOR` for the second accent. */
export const SECONDARY_COLOR = 'green';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  other: { secondaryColor: SECONDARY_COLOR },
});

/** The chosen scheme is kept in localStorage under 'theme' as 'dark' or 'light' (SPEC section 9). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });
