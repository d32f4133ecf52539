import { createTheme, Drawer, localStorageColorSchemeManager, Modal } from '@mantine/core';

/** Primary blue, secondary green (SPEC section 1); screens use `SECONDARY_COLOR` for the second accent. */
const SECONDARY_COLOR = 'green';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  other: { secondaryColor: SECONDARY_COLOR },
  // The X of every dialog gets a name that screen readers can say.
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } } }),
  },
});

/** The chosen scheme is kept in localStorage under 'theme' as 'dark' or 'light' (SPEC section 9). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });
