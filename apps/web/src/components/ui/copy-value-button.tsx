import { Button, CopyButton, type ButtonProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type CopyValueButtonProps = Omit<ButtonProps, 'leftSection' | 'children'> & {
  value: string;
  /** What the button says, and once the value is on the clipboard. */
  label: string;
  copiedLabel: string;
};

/** Copies a value shown beside it (a token, an address): its words change once it is copied. */
export function CopyValueButton({
  value,
  label,
  copiedLabel,
  ...buttonProps
}: CopyValueButtonProps) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant="default"
          {...buttonProps}
          onClick={copy}
          leftSection={
            copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
          }
        >
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}
