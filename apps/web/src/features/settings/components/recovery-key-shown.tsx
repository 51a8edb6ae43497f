import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { RecoveryKey } from '@rollcall/contract/recovery-key';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { IconCheck, IconCopy, IconEyeOff, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { FALLBACK_SCHOOL_NAME, useSchoolInfo } from '@/lib/school-info';
import { formatSchoolInstant } from '@/lib/school-time';
import { useMarkRecoveryKeySaved } from '../api/recovery-key';
import { printRecoveryKey } from '../utils/print-recovery-key';

type RecoveryKeyShownProps = {
  recoveryKey: RecoveryKey;
  /** Whether an admin already said it is kept away from the server. */
  isSaved: boolean;
  onHide: () => void;
};

/** The key itself, large and monospace, with what to do with it: copy, print, say it is saved. */
export function RecoveryKeyShown({ recoveryKey, isSaved, onHide }: RecoveryKeyShownProps) {
  const { t } = useTranslation('settings');
  const { data: school } = useSchoolInfo();
  const timezone = school?.timezone ?? DEFAULT_TIMEZONE;
  const markSaved = useMarkRecoveryKeySaved();
  const keyRef = useRef<HTMLDivElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  const made = t('recoveryKey.made', {
    date: formatSchoolInstant(recoveryKey.createdAt, timezone),
  });

  // Shown after a click (and perhaps the confirmation dialog): a screen reader reads it next.
  useEffect(() => keyRef.current?.focus(), [recoveryKey.recoveryKey]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryKey.recoveryKey);
      notifySuccess(t('recoveryKey.copied'));
    } catch {
      notifyError(t('recoveryKey.copyFailed'));
    }
  };

  const print = () => {
    const isPrinted = printRecoveryKey({
      title: t('recoveryKey.printTitle'),
      school: school?.schoolName ?? FALLBACK_SCHOOL_NAME,
      made,
      recoveryKey: recoveryKey.recoveryKey,
      advice: t('recoveryKey.printAdvice'),
    });
    if (!isPrinted) notifyError(t('recoveryKey.printBlocked'));
  };

  const save = async () => {
    try {
      const result = await markSaved.mutateAsync();
      notifySuccess(result.message);
      // The button goes away with the reminder: the focus stays in the section.
      hideRef.current?.focus();
    } catch (error) {
      notifyError(errorMessage(error, t('recoveryKey.markSavedFailed')));
    }
  };

  return (
    <Stack gap="sm">
      <Box
        ref={keyRef}
        tabIndex={-1}
        role="group"
        aria-label={t('recoveryKey.title')}
        aria-describedby="recovery-key-hint"
        p="md"
        bg="var(--mantine-color-gray-0)"
        bd="1px solid var(--mantine-color-gray-4)"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <Text
          ff="monospace"
          fz={{ base: 18, sm: 24 }}
          fw={600}
          lh={1.6}
          style={{ letterSpacing: '0.04em', wordSpacing: '0.2em', overflowWrap: 'anywhere' }}
          data-testid="recovery-key"
        >
          {recoveryKey.recoveryKey}
        </Text>
      </Box>
      <Text id="recovery-key-hint" size="sm" c="dimmed">
        {t('recoveryKey.shownHint')}
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={() => void copy()}
        >
          {t('recoveryKey.copy')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={print}
        >
          {t('recoveryKey.print')}
        </Button>
        {isSaved ? null : (
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={() => void save()}
            loading={markSaved.isPending}
          >
            {t('recoveryKey.markSaved')}
          </Button>
        )}
        <Button
          ref={hideRef}
          variant="subtle"
          leftSection={<IconEyeOff size={16} aria-hidden />}
          onClick={onHide}
        >
          {t('recoveryKey.hide')}
        </Button>
      </Group>
    </Stack>
  );
}
