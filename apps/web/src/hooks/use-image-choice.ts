import {
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  type MEDIA_MESSAGES,
} from '@rollcall/contract/media';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const isAllowedType = (type: string): boolean =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);

type ImageProblem = keyof typeof MEDIA_MESSAGES;

/** The same limits the server applies, checked before uploading: what is wrong, or null. */
function validateImage(file: File): ImageProblem | null {
  if (!isAllowedType(file.type)) return 'wrongType';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * A picture chosen for upload: checked against the server's limits and previewed through an
 * object URL that is released when replaced or when the component goes away.
 */
export function useImageChoice(onFile: (file: File | null) => void) {
  const { t: tc } = useTranslation('contract');
  const [problem, setProblem] = useState<ImageProblem | null>(null);
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
    const found = validateImage(chosen);
    setProblem(found);
    show(found ? null : chosen);
  };

  /** The problem's message, in the screens' language. */
  const message = problem && tc(`media.${problem}`);
  return { problem: message, previewUrl, choose, clear: () => show(null) };
}
