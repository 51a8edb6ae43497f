import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Focuses a screen's heading, once it is there; false while the lazy screen is still loading. */
function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h2');
  if (!heading) return false;
  heading.tabIndex = -1;
  heading.focus();
  return true;
}

/** The path the page was opened (or reloaded) at, whenever this module is loaded. */
function openedAtPath(): string {
  const [opened] = performance.getEntriesByType('navigation');
  return opened ? new URL(opened.name).pathname : window.location.pathname;
}

/**
 * After a move to another screen, focus goes to the new screen's heading (WCAG 2.4.3): a screen
 * reader says where the user now is, and the next Tab starts from the top of the screen instead of
 * the sidebar link that was followed. After signing in too: the sign-in page is not in this frame,
 * so the frame's first screen is a move when the page was opened at another address. Not on the
 * screen a page was opened or reloaded at (the browser starts at the top), and not when something
 * inside the screen (a field, a dialog) has already taken focus.
 */
export function useFocusHeadingOnNavigate(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const isFirstScreen = useRef(pathname === openedAtPath());
  useEffect(() => {
    const main = mainRef.current;
    if (isFirstScreen.current || !main) {
      isFirstScreen.current = false;
      return;
    }
    // Free: on the page itself, or on the header or sidebar link that was followed.
    const focusIsFree = () => {
      const active = document.activeElement;
      return !active || active === document.body || active.closest('header, nav') !== null;
    };
    if (!focusIsFree() || focusHeading(main)) return;
    const observer = new MutationObserver(() => {
      if (!focusIsFree() || focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, mainRef]);
}
