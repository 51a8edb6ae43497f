import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';

type ScaledCardFrameProps = { width: number; height: number; children: ReactNode };

/**
 * An ID card drawn at its fixed on-screen size (the student list's and the generator's), scaled
 * down whole on a narrower screen. Print and image export copy the card itself, at full size.
 */
export function ScaledCardFrame({ width, height, children }: ScaledCardFrameProps) {
  const { ref, width: frameWidth } = useElementSize();
  const scale = frameWidth > 0 ? Math.min(1, frameWidth / width) : 1;
  return (
    <div
      ref={ref}
      style={{ width: '100%', maxWidth: width, height: height * scale, margin: '0 auto' }}
    >
      <div style={{ width, transform: `scale(${scale})`, transformOrigin: '0 0' }}>{children}</div>
    </div>
  );
}
