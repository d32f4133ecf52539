import { PLATFORM_NAMES, PLATFORMS, type Platform } from '../domain/marketplaces';

/** The name shown for each marketplace, from the marketplace table. */
export const PLATFORM_LABEL: Readonly<Record<Platform, string>> = PLATFORM_NAMES;

interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/** A platform select's or filter's choices: its 'all' choice, then each marketplace in table order. */
export function platformChoices<All extends string, P extends Platform = Platform>(
  all: Choice<All>,
  platforms: readonly P[] = PLATFORMS as readonly P[],
): Choice<All | P>[] {
  return [all, ...platforms.map((value) => ({ value, label: PLATFORM_NAMES[value] }))];
}
