import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { OneRosterImportResult, SectionSource } from '@rollcall/contract/roster';
import { SECTION_SOURCES } from '@rollcall/contract/roster';
import { SECTIONS } from '@rollcall/contract/students';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import {
  useImportOneRoster,
  usePreviewOneRoster,
  type OneRosterOptions,
} from '../../api/import-oneroster';
import { useCurrentUser } from '@/lib/auth';
import { DistrictRosterImport } from './district-roster-import';
import {
  ImportFinished,
  OneRosterPreview,
  OneRosterSummary,
  ReadingState,
  StaffSummary,
} from './oneroster-preview';

const DEFAULT_OPTIONS: OneRosterOptions = {
  sectionFrom: 'default',
  defaultSection: 'A',
  orgSourcedId: undefined,
  archiveMissing: false,
};

/** What was read, in words: the school, full or delta, and where sections come from. */
function SourceStatement({ source }: { source: NonNullable<OneRosterImportResult['source']> }) {
  const { t } = useTranslation('students');
  return (
    <Text size="sm">
      {t(source.mode === 'delta' ? 'oneRoster.readDelta' : 'oneRoster.readBulk', {
        school: source.orgName || t('oneRoster.everySchool'),
      })}{' '}
      {source.sectionFrom === 'default'
        ? t('oneRoster.sectionsFixed', { section: source.defaultSection })
        : t('oneRoster.sectionsFromClass', {
            source: t(`oneRoster.sectionSources.${source.sectionFrom}`),
            section: source.defaultSection,
          })}
    </Text>
  );
}

/**
 * The OneRoster zip beside the CSV: the server reads the zip and previews each student's action
 * (nothing written), then the same request without dryRun imports it, all or nothing.
 */
export function OneRosterImport({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['students', 'common']);
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState<OneRosterOptions>(DEFAULT_OPTIONS);
  const [applied, setApplied] = useState<OneRosterImportResult | null>(null);
  const preview = usePreviewOneRoster();
  const apply = useImportOneRoster();
  const user = useCurrentUser();
  const [isDistrictWide, setDistrictWide] = useState(false);

  const previewWith = (chosen: File | null, next: OneRosterOptions) => {
    setFile(chosen);
    setOptions(next);
    preview.reset();
    if (chosen) preview.mutate({ file: chosen, options: next, dryRun: true });
  };
  const change = (patch: Partial<OneRosterOptions>) => previewWith(file, { ...options, ...patch });

  const startImport = () => {
    if (!file) return;
    apply.mutate(
      { file, options, dryRun: false },
      {
        onSuccess: (data) => {
          setApplied(data);
          notifySuccess(
            t('oneRoster.imported', {
              created: data.summary.created,
              updated: data.summary.updated,
              archived: data.summary.archived,
            }),
          );
        },
        onError: (error) =>
          notifyError(errorMessage(error, t('import.failed')), { title: t('import.failed') }),
      },
    );
  };

  if (applied) {
    return (
      <Stack gap="md">
        <ImportFinished>
          <OneRosterSummary summary={applied.summary} />
          <StaffSummary staff={applied.staff} />
        </ImportFinished>
        <OneRosterPreview result={applied} />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              setApplied(null);
              previewWith(null, DEFAULT_OPTIONS);
            }}
          >
            {t('result.importAnother')}
          </Button>
          <Button onClick={onClose}>{t('result.done')}</Button>
        </Group>
      </Stack>
    );
  }

  if (isDistrictWide && file) {
    return (
      <DistrictRosterImport
        file={file}
        options={options}
        onBack={() => setDistrictWide(false)}
        onClose={onClose}
      />
    );
  }

  const result = preview.data;
  const needsSchool = result !== undefined && result.source === undefined;
  return (
    <Stack gap="md">
      <Text size="sm">{t('oneRoster.instructions')}</Text>
      <FileInput
        label={t('oneRoster.sourceZip')}
        placeholder={t('oneRoster.filePlaceholder')}
        accept=".zip,application/zip"
        leftSection={<IconFileZip size={16} aria-hidden />}
        value={file}
        onChange={(chosen) => previewWith(chosen, { ...options, orgSourcedId: undefined })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('oneRoster.sectionFrom')}
          data={SECTION_SOURCES.map((source) => ({
            value: source,
            label: t(`oneRoster.sectionSources.${source}`),
          }))}
          value={options.sectionFrom}
          onChange={(value) => value && change({ sectionFrom: value as SectionSource })}
          allowDeselect={false}
        />
        <Select
          label={t('oneRoster.defaultSection')}
          data={[...SECTIONS]}
          value={options.defaultSection}
          onChange={(value) =>
            value && change({ defaultSection: value as OneRosterOptions['defaultSection'] })
          }
          allowDeselect={false}
        />
      </SimpleGrid>
      {user.isDistrictAdmin && result && result.schools.length > 1 ? (
        <Alert color="blue" variant="light" title={t('districtRoster.offerTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('districtRoster.offer', { count: result.schools.length })}</Text>
            <Button variant="light" onClick={() => setDistrictWide(true)}>
              {t('districtRoster.start')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {result && (needsSchool || result.schools.length > 1) ? (
        <Select
          label={t('oneRoster.school')}
          description={needsSchool ? t('oneRoster.chooseSchool') : undefined}
          placeholder={t('oneRoster.schoolPlaceholder')}
          data={result.schools.map((school) => ({ value: school.sourcedId, label: school.name }))}
          value={options.orgSourcedId ?? null}
          onChange={(value) => change({ orgSourcedId: value ?? undefined })}
          required
        />
      ) : null}
      <ReadingState isReading={preview.isPending} error={preview.error} />
      {result?.source ? (
        <>
          <SourceStatement source={result.source} />
          <OneRosterSummary summary={result.summary} />
          <StaffSummary staff={result.staff} />
          {result.summary.toArchive > 0 || options.archiveMissing ? (
            <Checkbox
              label={t('oneRoster.archiveMissing', { count: result.summary.toArchive })}
              checked={options.archiveMissing}
              onChange={(event) => change({ archiveMissing: event.currentTarget.checked })}
            />
          ) : null}
          <OneRosterPreview result={result} />
        </>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={apply.isPending}>
          {t('common:cancel')}
        </Button>
        <Button
          onClick={startImport}
          disabled={!result?.source || preview.isPending}
          loading={apply.isPending}
        >
          {t('oneRoster.import')}
        </Button>
      </Group>
    </Stack>
  );
}
