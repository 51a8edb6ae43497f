import { Component, Suspense, type ReactNode } from 'react';
import { useAfterFirstIdle } from '@/hooks/use-after-first-idle';

type OptionalPartState = { hasFailed: boolean };

/**
 * A lazily loaded part that its page can do without (the sign-in page's language menu, the
 * confirm-identity dialog): nothing shows until its chunk is in, and nothing at all if the chunk
 * cannot load (the network gone mid-load, a deployment that replaced the files). Without this, the
 * failed import would replace the whole screen with the route's error, or, above the router, leave
 * the page blank. Its chunk is asked for once the page is first idle, so that on a slow machine it
 * does not hold up the drawing of the screen around it (issue 28) — unless `isNeededAtOnce`: a
 * part something may call on from the first moment (the confirm-identity dialog, which a
 * dangerous action asks for) loads as the page does.
 */
export function OptionalPart({
  children,
  isNeededAtOnce = false,
}: {
  children: ReactNode;
  isNeededAtOnce?: boolean;
}) {
  const isPageIdle = useAfterFirstIdle();
  return isPageIdle || isNeededAtOnce ? (
    <OptionalPartBoundary>{children}</OptionalPartBoundary>
  ) : null;
}

class OptionalPartBoundary extends Component<{ children: ReactNode }, OptionalPartState> {
  override state: OptionalPartState = { hasFailed: false };

  static getDerivedStateFromError(): OptionalPartState {
    return { hasFailed: true };
  }

  override render() {
    if (this.state.hasFailed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
