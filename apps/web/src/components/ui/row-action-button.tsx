import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

type RowActionButtonProps = Omit<ButtonProps, 'size' | 'variant' | 'leftSection'> & {
  icon: Icon;
  /** Names the row too ("Edit Ana Ruiz"): the visible label says only the action. */
  'aria-label': string;
  onClick: () => void;
};

/** One action of a table's row: a small light button, its icon beside its label. */
export function RowActionButton({ icon: ButtonIcon, ...buttonProps }: RowActionButtonProps) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<ButtonIcon size={14} aria-hidden />}
      {...buttonProps}
    />
  );
}
