import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, MEDIA_MESSAGES } from '@rollcall/contract/media';
import { useEffect, useRef, useState } from 'react';

const isAllowedType = (type: string): boolean =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);

/** The same limits the server applies, checked before uploading: a message, or null when fine. */
export function validateImage(file: File): string | null {
  if (!isAllowedType(file.type)) return MEDIA_MESSAGES.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return MEDIA_MESSAGES.tooLarge;
  return null;
}

/**
 * A picture chosen for upload: checked against the server's limits and previewed through an
 * object URL that is released when replaced or when the component goes away.
 */
export function useImageChoice(onFile: (file: File | null) => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | undefined>();
  const previewRef = useRef<string | undefined>(undefined);

  const show = (next: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next ? URL.createObjectURL(next) : undefined;
    setPreviewUrl(previewRef.current);
    onFile(next);
  };

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const message = validateImage(chosen);
    setProblem(message);
    show(message ? null : chosen);
  };

  return { problem, previewUrl, choose, clear: () => show(null) };
}
