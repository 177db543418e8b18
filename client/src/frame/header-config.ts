/** Which desktop and mobile header a route shows. */
export type DesktopHeaderLayout = 'spaceship' | 'classic';
export type HeaderVariant = 'one' | 'two' | 'three' | 'four' | 'five';
export type MobileHeaderVariant = 'one' | 'two';

export interface HeaderChoice {
  desktop: { layout: DesktopHeaderLayout; variant: HeaderVariant };
  mobile: MobileHeaderVariant;
}

/** A route's `handle` may name its headers; routes without one use the default. */
export interface FrameHandle {
  header?: HeaderChoice;
}

/** Spaceship one and mobile one, unless a route says otherwise. */
export const DEFAULT_HEADER: HeaderChoice = { desktop: { layout: 'spaceship', variant: 'one' }, mobile: 'one' };
/** The root route and its sections. */
export const ROOT_HEADER: HeaderChoice = { desktop: { layout: 'classic', variant: 'one' }, mobile: 'one' };

export const SPACESHIP_VARIANTS: HeaderVariant[] = ['one', 'two', 'three'];
export const CLASSIC_VARIANTS: HeaderVariant[] = ['one', 'two', 'three', 'four', 'five'];
export const MOBILE_VARIANTS: MobileHeaderVariant[] = ['one', 'two'];

/** The innermost route's choice wins, so a child section can override its parent. */
export function headerFromMatches(matches: ReadonlyArray<{ handle?: unknown }>): HeaderChoice {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as FrameHandle | undefined;
    if (handle?.header) return handle.header;
  }
  return DEFAULT_HEADER;
}
