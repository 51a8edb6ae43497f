import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner with its name: a status, so that a screen reader says what is loading and axe accepts
 * the name (an `aria-label` on Mantine's bare `<span>` is prohibited, aria-prohibited-attr).
 */
export function Loading({ label, ...props }: { label: string } & Omit<LoaderProps, 'aria-label'>) {
  return <Loader role="status" aria-label={label} {...props} />;
}
