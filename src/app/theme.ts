import {
  createTheme,
  Drawer,
  Loader,
  localStorageColorSchemeManager,
  Modal,
  ScrollArea,
  Table,
  Text,
  Title,
} from '@mantine/core';

/** Primary blue, secondary green (docs/SPEC.md §1); screens use `SECONDARY_COLOR` for the second accent. */
const SECONDARY_COLOR = 'green';

export const theme = createTheme({
  primaryColor: 'blue',
  // Filled buttons and badges in shade 8: white on blue 6 is 3.6:1, below WCAG 2.1 AA's 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  // Text on a filled colour is black where white would not reach 4.5:1 (green, orange, yellow,
  // cyan, teal in shade 8): their luminance is above 0.19, where black reads better than white.
  autoContrast: true,
  luminanceThreshold: 0.19,
  defaultRadius: 'sm',
  other: { secondaryColor: SECONDARY_COLOR },
  components: {
    // The X of every dialog gets a name that screen readers can say.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } } }),
    // A region that scrolls (a wide table on a phone, a long list of notes) is reached and scrolled
    // with the keyboard too (WCAG 2.1.1), with the focus ring keyboard users see elsewhere.
    ScrollArea: ScrollArea.extend({ defaultProps: { viewportProps: { tabIndex: 0, className: 'mantine-focus-auto' } } }),
    // A spinner is a status: its name ('Loading transactions') is then one a screen reader may say,
    // where axe refuses aria-label on the plain span Mantine draws.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // A pasted name of 300 characters without a space (a file, a category, a product) breaks
    // anywhere rather than widen its table or heading past the window and push the actions off it.
    // Column heads keep their words whole: they give each column the width of its longest word,
    // where a head broken anywhere let a long name squeeze 'Quantity' and its numbers to a letter a line.
    Table: Table.extend({ styles: { td: { overflowWrap: 'anywhere' } } }),
    Title: Title.extend({ styles: { root: { overflowWrap: 'anywhere' } } }),
    Text: Text.extend({ styles: { root: { overflowWrap: 'anywhere' } } }),
  },
});

/** The chosen scheme is kept in localStorage under 'theme' as 'dark' or 'light' (docs/SPEC.md §9). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });
