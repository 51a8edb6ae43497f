import { Button, FileButton } from '@mantine/core';
import { IMAGE_CONTENT_TYPES } from '@rollcall/contract/media';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ImageFileButtonProps = {
  /** Gets the chosen file; useImageChoice's `choose` checks and previews it. */
  onChange: (file: File | null) => void;
  children: ReactNode;
  disabled?: boolean;
  'aria-describedby'?: string;
};

/** The small "Choose / Change picture" button of every image upload, offering the kinds the server takes. */
export function ImageFileButton({ onChange, children, ...buttonProps }: ImageFileButtonProps) {
  return (
    <FileButton onChange={onChange} accept={IMAGE_CONTENT_TYPES.join(',')}>
      {(props) => (
        <Button
          {...props}
          {...buttonProps}
          size="xs"
          variant="default"
          leftSection={<IconPhoto size={14} aria-hidden />}
        >
          {children}
        </Button>
      )}
    </FileButton>
  );
}
