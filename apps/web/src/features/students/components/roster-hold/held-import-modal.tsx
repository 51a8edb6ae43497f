import { Alert, Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { useMediaQuery } from '@mantine/hooks';
import type { PendingRosterImport } from '@rollcall/contract/roster';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import {
  useConfirmPendingImport,
  useDiscardPendingImport,
  usePendingRosterPreview,
} from '../../api/pending-roster-import';
import { OneRosterPreview, OneRosterSummary, StaffSummary } from '../import/oneroster-preview';

type HeldImportModalProps = { pending: PendingRosterImport | null; onClose: () => void };

/**
 * What the held import would do now (a dry run against today's students), with Discard and
 * Confirm. When another administrator settled it first, the server's reason is shown here and in
 * a toast, and the Students screen and the bell refresh.
 */
function HeldImportReview({
  pending,
  onClose,
}: {
  pending: PendingRosterImport;
  onClose: () => void;
}) {
  const { t } = useTranslation(['students', 'common']);
  const preview = usePendingRosterPreview(pending._id, true);
  const confirm = useConfirmPendingImport();
  const discard = useDiscardPendingImport();
  const isSettling = confirm.isPending || discard.isPending;
  const failure = confirm.error ?? discard.error ?? preview.error;

  const confirmImport = () =>
    confirm.mutate(pending._id, {
      onSuccess: ({ summary }) => {
        notifySuccess(
          t('oneRoster.imported', {
            created: summary.created,
            updated: summary.updated,
            archived: summary.archived,
          }),
        );
        onClose();
      },
      onError: (error) => notifyError(errorMessage(error, t('rosterHold.confirmFailed'))),
    });
  const discardImport = () =>
    discard.mutate(pending._id, {
      onSuccess: (reply) => {
        notifySuccess(reply.message);
        onClose();
      },
      onError: (error) => notifyError(errorMessage(error, t('rosterHold.discardFailed'))),
    });

  return (
    <Stack gap="md">
      <Text size="sm">{t('rosterHold.intro')}</Text>
      {failure ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorMessage(failure, t('rosterHold.loadFailed'))}
        </Alert>
      ) : null}
      {preview.isPending ? (
        <Center py="md">
          <Loading label={t('rosterHold.loading')} size="sm" />
        </Center>
      ) : null}
      {preview.data && !preview.isError ? (
        <>
          <OneRosterSummary summary={preview.data.summary} />
          <StaffSummary staff={preview.data.staff} />
          <OneRosterPreview result={preview.data} />
        </>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isSettling}>
          {t('common:cancel')}
        </Button>
        <Button
          color="red"
          variant="light"
          onClick={discardImport}
          loading={discard.isPending}
          disabled={confirm.isPending || preview.isError}
        >
          {t('rosterHold.discard')}
        </Button>
        <Button
          onClick={confirmImport}
          loading={confirm.isPending}
          disabled={!preview.isSuccess || discard.isPending}
        >
          {t('rosterHold.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

export function HeldImportModal({ pending, onClose }: HeldImportModalProps) {
  const { t } = useTranslation('students');
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title={t('rosterHold.modalTitle')}
      size="xl"
      fullScreen={isPhone}
    >
      {pending ? <HeldImportReview pending={pending} onClose={onClose} /> : null}
    </Modal>
  );
}
