import { useMediaQuery } from '@mantine/hooks';

/** Phones and narrow windows: the drawer starts closed and the top bar gets compact. */
const SMALL_SCREEN_QUERY = '(max-width: 48em)';

/** Read on the first render, so the layout does not flash its large-screen form first. */
export function useSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
}
