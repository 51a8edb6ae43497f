import { Alert, Button, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { LETTER_KINDS, type LetterKind } from '@rollcall/contract/interventions/outreach';
import { CLASS_OPTIONS, SECTIONS } from '@rollcall/contract/students';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutreachSection } from './outreach-section';
import { notifyError } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useCreateLetters } from '../api/create-letters';
import { useLetterBatch } from '../api/get-letter-batch';

/** Letters for a class (and section): made in the background, with progress, then downloaded. */
export function LettersCard() {
  const { t } = useTranslation(['interventions', 'common']);
  const { t: tc } = useTranslation('contract');
  const [kind, setKind] = useState<LetterKind>('nudge');
  const [schoolClass, setSchoolClass] = useState<string | null>(CLASS_OPTIONS[0]);
  const [section, setSection] = useState<string>('');
  const [batchId, setBatchId] = useState<string>();
  const create = useCreateLetters();
  const batch = useLetterBatch(batchId).data;

  const make = () =>
    create.mutate(
      {
        kind,
        class: (schoolClass ?? undefined) as (typeof CLASS_OPTIONS)[number] | undefined,
        section: (section || undefined) as (typeof SECTIONS)[number] | undefined,
      },
      {
        onSuccess: (result) => setBatchId(result.batchId),
        onError: (error) => notifyError(errorMessage(error, t('outreach.letters.failed'))),
      },
    );

  return (
    <OutreachSection
      title={t('outreach.letters.title')}
      description={t('outreach.letters.description')}
    >
      <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label={t('outreach.letters.kind')}
          data={LETTER_KINDS.map((value) => ({
            value,
            label: tc(`outreach.letterKinds.${value}`),
          }))}
          value={kind}
          onChange={(value) => setKind((value ?? 'nudge') as LetterKind)}
          allowDeselect={false}
          miw={200}
        />
        <Select
          label={tc('common.class')}
          data={[...CLASS_OPTIONS]}
          value={schoolClass}
          onChange={setSchoolClass}
          allowDeselect={false}
          miw={120}
        />
        <Select
          label={t('common:fields.section')}
          data={[
            { value: '', label: t('common:filters.allSections') },
            ...SECTIONS.map((value) => ({ value, label: value })),
          ]}
          value={section}
          onChange={(value) => setSection(value ?? '')}
          allowDeselect={false}
          miw={140}
        />
      </Group>
      <Button
        leftSection={<IconMail size={16} aria-hidden />}
        loading={create.isPending}
        onClick={make}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('outreach.letters.make')}
      </Button>
      {batch ? (
        <Stack gap={6} aria-live="polite">
          <Progress
            value={batch.total ? (batch.done / batch.total) * 100 : 0}
            animated={batch.status === 'Processing'}
            aria-label={t('outreach.letters.progress', { done: batch.done, total: batch.total })}
          />
          <Text size="sm">
            {t('outreach.letters.progress', { done: batch.done, total: batch.total })}
          </Text>
          {batch.status === 'Ready' && batch.downloadUrl ? (
            <Button
              component="a"
              href={batch.downloadUrl}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('outreach.letters.download')}
            </Button>
          ) : null}
          {batch.status === 'Failed' ? (
            <Alert color="red" variant="light" role="alert">
              {batch.failureReason ?? t('outreach.letters.failed')}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </OutreachSection>
  );
}
