import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BULK_IMPORT_MAX_ROWS, type BulkImportResult } from '@rollcall/contract/students';
import { IconAlertCircle, IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/school-time';
import { useBulkImportStudents } from '../../api/bulk-import-students';
import { CSV_MAX_RECORD_CHARS, CsvParseError } from '@rollcall/contract/csv-parse';
import {
  buildTemplateCsv,
  parseStudentCsv,
  TEMPLATE_FILE_NAME,
  type ParsedImport,
} from '../../utils/student-csv';
import { ImportPreview } from './import-preview';
import { ImportResultView } from './import-result-view';
import { OneRosterImport } from './oneroster-import';

type ImportSource = 'csv' | 'oneroster';

type ImportStudentsModalProps = { opened: boolean; onClose: () => void };

function downloadTemplate() {
  const blob = new Blob([buildTemplateCsv()], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = TEMPLATE_FILE_NAME;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ImportStudentsModal({ opened, onClose }: ImportStudentsModalProps) {
  const { t } = useTranslation(['students', 'common']);
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<ParsedImport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<BulkImportResult | null>(null);
  const [source, setSource] = useState<ImportSource>('csv');
  const bulkImport = useBulkImportStudents();
  const isPhone = useMediaQuery('(max-width: 48em)');

  const reset = () => {
    setFile(null);
    setParsed(null);
    setProblem(null);
    setResult(null);
  };
  const close = () => {
    reset();
    setSource('csv');
    onClose();
  };

  const choose = async (chosen: File | null) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    try {
      const next = parseStudentCsv(await chosen.text());
      if (next.rows.length === 0) setProblem(t('import.noRows'));
      else if (next.rows.length > BULK_IMPORT_MAX_ROWS) {
        setProblem(
          t('import.tooManyRows', {
            rows: formatNumber(next.rows.length),
            max: formatNumber(BULK_IMPORT_MAX_ROWS),
          }),
        );
      } else setParsed(next);
    } catch (error) {
      setProblem(
        !(error instanceof CsvParseError)
          ? t('import.unreadable')
          : error.problem === 'unclosed-quote'
            ? t('import.unclosedQuote', { line: error.line })
            : t('import.recordTooLong', { line: error.line, max: CSV_MAX_RECORD_CHARS }),
      );
    }
  };

  const startImport = () => {
    if (!parsed) return;
    bulkImport.mutate(
      parsed.rows.map((row) => row.body),
      {
        onSuccess: (data) => {
          setResult(data);
          if (data.summary.created > 0) {
            notifySuccess(
              t('import.imported', {
                created: formatNumber(data.summary.created),
                total: formatNumber(data.summary.total),
              }),
            );
          }
        },
        onError: (error) =>
          notifyError(errorMessage(error, t('import.failed')), { title: t('import.failed') }),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(source === 'csv' ? 'import.title' : 'oneRoster.title')}
      size="xl"
      fullScreen={isPhone}
    >
      {result ? null : (
        <SegmentedControl
          mb="md"
          value={source}
          onChange={(value) => setSource(value as ImportSource)}
          aria-label={t('oneRoster.sourceLabel')}
          data={[
            { value: 'csv', label: t('import.file') },
            { value: 'oneroster', label: t('oneRoster.sourceZip') },
          ]}
        />
      )}
      {source === 'oneroster' ? (
        <OneRosterImport onClose={close} />
      ) : result ? (
        <ImportResultView result={result} onImportAnother={reset} onClose={close} />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('import.instructions')}</Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={downloadTemplate}
            >
              {t('import.downloadTemplate')}
            </Button>
            <FileInput
              label={t('import.file')}
              placeholder={t('import.filePlaceholder')}
              accept=".csv,text/csv"
              leftSection={<IconFileTypeCsv size={16} aria-hidden />}
              value={file}
              onChange={(chosen) => void choose(chosen)}
              clearable
              style={{ flex: '1 1 240px' }}
            />
          </Group>
          {problem ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {problem}
            </Alert>
          ) : null}
          {parsed ? <ImportPreview parsed={parsed} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={bulkImport.isPending}>
              {t('common:cancel')}
            </Button>
            <Button onClick={startImport} disabled={!parsed} loading={bulkImport.isPending}>
              {parsed ? t('import.importRows', { count: parsed.rows.length }) : t('import.import')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
