/** What a route may declare in `handle`; layouts read it through `useMatches()`. */
export interface RouteHandle {
  /** The my-page layout drops its width limit and lets the side navigation be hidden. */
  fullWidth?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** True when any matched route asks for a full-width layout. */
export function hasFullWidthMatch(matches: readonly { handle: unknown }[]): boolean {
  return matches.some((match) => isRouteHandle(match.handle) && match.handle.fullWidth === true);
}
