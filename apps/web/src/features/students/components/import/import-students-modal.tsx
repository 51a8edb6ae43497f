import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BULK_IMPORT_MAX_ROWS, type BulkImportResult } from '@rollcall/contract/students';
import { IconAlertCircle, IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { useBulkImportStudents } from '../../api/bulk-import-students';
import { CsvParseError } from '../../utils/parse-csv';
import {
  buildTemplateCsv,
  parseStudentCsv,
  TEMPLATE_FILE_NAME,
  type ParsedImport,
} from '../../utils/student-csv';
import { ImportPreview } from './import-preview';
import { ImportResultView } from './import-result-view';

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
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<ParsedImport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<BulkImportResult | null>(null);
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
    onClose();
  };

  const choose = async (chosen: File | null) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    try {
      const next = parseStudentCsv(await chosen.text());
      if (next.rows.length === 0) setProblem('The file has no data rows under its header.');
      else if (next.rows.length > BULK_IMPORT_MAX_ROWS) {
        setProblem(
          `The file has ${next.rows.length} rows; import at most ${BULK_IMPORT_MAX_ROWS} at a time.`,
        );
      } else setParsed(next);
    } catch (error) {
      setProblem(error instanceof CsvParseError ? error.message : 'The file could not be read.');
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
            notifySuccess(`Imported ${data.summary.created} of ${data.summary.total} students.`);
          }
        },
        onError: (error) =>
          notifyError(errorMessage(error, 'Bulk import failed'), { title: 'Bulk import failed' }),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Import Students from CSV"
      size="xl"
      fullScreen={isPhone}
    >
      {result ? (
        <ImportResultView result={result} onImportAnother={reset} onClose={close} />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Use the template&apos;s columns. Dates are written YYYY-MM-DD, class is 9 to 12, section
            A to D, and several allergies are separated by semicolons.
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={downloadTemplate}
            >
              Download template
            </Button>
            <FileInput
              label="CSV file"
              placeholder="Choose a .csv file"
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
              Cancel
            </Button>
            <Button onClick={startImport} disabled={!parsed} loading={bulkImport.isPending}>
              {parsed ? `Import ${parsed.rows.length} rows` : 'Import'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
