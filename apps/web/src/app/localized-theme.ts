import { mergeThemeOverrides, type MantineThemeOverride } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from './theme';

/**
 * The theme with the words it needs in the screens' language: the × of every dialog, drawer and
 * toast is an icon alone, and without a name a screen reader says only "button" (WCAG 4.1.2; the
 * toasts' was found by the screen-reader e2e pass).
 */
export function useLocalizedTheme(): MantineThemeOverride {
  const { t } = useTranslation();
  const closeLabel = t('a11y.closeDialog');
  const closeToastLabel = t('a11y.closeNotification');
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': closeLabel };
    return mergeThemeOverrides(theme, {
      components: {
        // Plain objects, not `Modal.extend(…)`, which would import the dialogs (theme.ts).
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeToastLabel } } },
      },
    });
  }, [closeLabel, closeToastLabel]);
}
