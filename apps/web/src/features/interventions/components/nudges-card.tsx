import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { dayCount, type NudgesResult } from '@rollcall/contract/interventions/outreach';
import { IconEye, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutreachSection } from './outreach-section';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { TableScroll } from '@/components/ui/table-scroll';
import { currentLanguage } from '@/i18n/language';
import { errorMessage } from '@/lib/api-error';
import { useSendNudges } from '../api/send-nudges';

/** Who a dry run says would get a nudge: a row each, with their absent days and channels. */
function RecipientsTable({ result }: { result: NudgesResult }) {
  const { t } = useTranslation(['interventions', 'absentee']);
  const { t: tc } = useTranslation('contract');
  if (result.recipients.length === 0) return <Text size="sm">{t('outreach.nudges.nobody')}</Text>;
  return (
    <TableScroll label={t('outreach.nudges.title')} minWidth={480}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{tc('common.student')}</Table.Th>
            <Table.Th>{tc('common.class')}</Table.Th>
            <Table.Th ta="right">{t('outreach.nudges.absentDays')}</Table.Th>
            <Table.Th>{t('outreach.nudges.channels')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.recipients.map((recipient) => (
            <Table.Tr key={recipient._id}>
              <Table.Td>{recipient.fullName}</Table.Td>
              <Table.Td>{`${recipient.class} ${recipient.section}`}</Table.Td>
              <Table.Td ta="right">{recipient.absentDays}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {recipient.channels.map((channel) => (
                    <Badge key={channel} variant="light" size="sm">
                      {t(`absentee:channels.${channel}`)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Nudges now: a dry run first shows who would get one; the send asks to be confirmed. */
export function NudgesCard() {
  const { t } = useTranslation(['interventions', 'common']);
  const nudges = useSendNudges();
  const [preview, setPreview] = useState<NudgesResult | null>(null);

  const run = (dryRun: boolean) =>
    nudges.mutate(dryRun, {
      onSuccess: (result) => {
        setPreview(dryRun ? result : null);
        if (!dryRun) notifySuccess(result.message);
      },
      onError: (error) => notifyError(errorMessage(error, t('outreach.nudges.failed'))),
    });

  const confirmSend = () =>
    modals.openConfirmModal({
      title: t('outreach.nudges.confirm'),
      children: <Text size="sm">{t('outreach.nudges.confirmBody')}</Text>,
      labels: { confirm: t('outreach.nudges.send'), cancel: t('common:cancel') },
      onConfirm: () => run(false),
    });

  return (
    <OutreachSection
      title={t('outreach.nudges.title')}
      description={t('outreach.nudges.description')}
    >
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconEye size={16} aria-hidden />}
          loading={nudges.isPending && nudges.variables}
          onClick={() => run(true)}
        >
          {t('outreach.nudges.preview')}
        </Button>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={nudges.isPending && !nudges.variables}
          onClick={confirmSend}
        >
          {t('outreach.nudges.send')}
        </Button>
      </Group>
      {preview ? (
        <Alert variant="light" color="blue" title={preview.message}>
          <Stack gap="xs">
            <Text size="sm">
              {t('outreach.nudges.typical', {
                days: dayCount(preview.typicalDays, currentLanguage()),
              })}
            </Text>
            <RecipientsTable result={preview} />
          </Stack>
        </Alert>
      ) : null}
    </OutreachSection>
  );
}
