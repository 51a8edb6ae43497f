/**
 * Each screen's chunk by its path, so that a link can fetch the screen it leads to before it is
 * followed (issue 28): the router registers every lazy screen here (app/router.tsx), and a link
 * spreads `prefetchProps(to)` to start the download on hover or keyboard focus. A screen already
 * fetched is not fetched again (the browser keeps each module once).
 */
const screenLoaders = new Map<string, () => Promise<unknown>>();

export function registerScreen(path: string, load: () => Promise<unknown>): void {
  screenLoaders.set(path, load);
}

/**
 * Starts fetching the chunk of the screen at this path, if it is one; settles once it is in or
 * has failed (a failure waits for the click, or for the screen's own error).
 */
export function prefetchScreen(path: string): Promise<void> {
  return Promise.resolve(screenLoaders.get(path)?.()).then(
    () => undefined,
    () => undefined,
  );
}

/** A link's handlers that prefetch its screen when pointed at or tabbed to. */
export const prefetchProps = (to: string) => ({
  onMouseEnter: () => prefetchScreen(to),
  onFocus: () => prefetchScreen(to),
});
