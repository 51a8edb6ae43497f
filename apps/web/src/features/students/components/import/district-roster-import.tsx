import { Badge, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { NEW_SCHOOL, type DistrictRosterResult } from '@rollcall/contract/roster';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { getSchoolsQueryOptions } from '@/lib/schools';
import { formatNumber } from '@/lib/school-time';
import {
  useImportDistrictRoster,
  usePreviewDistrictRoster,
} from '../../api/import-district-roster';
import type { OneRosterOptions } from '../../api/import-oneroster';
import { ImportFinished, ReadingState } from './oneroster-preview';

/** Each count's column, headed by the action it counts (the one-school preview's words). */
const COUNTS = [
  ['created', 'create'],
  ['updated', 'update'],
  ['archived', 'archive'],
  ['unchanged', 'unchanged'],
  ['skipped', 'skip'],
] as const;

/** A school's staff accounts (issue 42), in the one-school preview's words; the counts not 0. */
function StaffCell({ staff }: { staff: DistrictRosterResult['schools'][number]['staff'] }) {
  const { t } = useTranslation('students');
  const parts = [
    t('oneRoster.counts.created', { number: formatNumber(staff.added) }),
    t('oneRoster.counts.updated', { number: formatNumber(staff.updated) }),
    t('oneRoster.staffDeactivated', { number: formatNumber(staff.deactivated) }),
  ].filter((_, at) => [staff.added, staff.updated, staff.deactivated][at] !== 0);
  return <Table.Td>{parts.length > 0 ? parts.join(', ') : '—'}</Table.Td>;
}

type Placing = {
  /** The district's schools an org can go to. */
  schools: { _id: string; name: string }[];
  onPlace: (orgSourcedId: string, target: string) => void;
};

/**
 * Each school of the export, where it goes, and what its import does there; before the import,
 * where it goes is the administrator's to change (`placing`).
 */
function DistrictTable({ result, placing }: { result: DistrictRosterResult; placing?: Placing }) {
  const { t } = useTranslation('students');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder>
        <Table.Caption>{t('districtRoster.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('districtRoster.org')}</Table.Th>
            <Table.Th scope="col">{t('districtRoster.goesTo')}</Table.Th>
            {COUNTS.map(([count, action]) => (
              <Table.Th key={count} scope="col" ta="right">
                {t(`oneRoster.actions.${action}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('oneRoster.staffLabel')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.schools.map((school) => (
            <Table.Tr key={school.orgSourcedId}>
              <Table.Th scope="row" fw={500}>
                {school.orgName || school.orgSourcedId}
              </Table.Th>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  {placing ? (
                    <NativeSelect
                      size="xs"
                      w={220}
                      aria-label={t('districtRoster.goesToFor', {
                        school: school.orgName || school.orgSourcedId,
                      })}
                      value={school.schoolId ?? NEW_SCHOOL}
                      data={[
                        ...placing.schools.map((each) => ({ value: each._id, label: each.name })),
                        { value: NEW_SCHOOL, label: t('districtRoster.newSchoolOption') },
                      ]}
                      onChange={(event) =>
                        placing.onPlace(school.orgSourcedId, event.currentTarget.value)
                      }
                    />
                  ) : (
                    <Text size="sm">{school.schoolName}</Text>
                  )}
                  {school.match === 'new' ? (
                    <Badge variant="light" color="blue" tt="none">
                      {t('districtRoster.newSchool')}
                    </Badge>
                  ) : null}
                  {school.held ? (
                    <Badge variant="light" color="orange" tt="none">
                      {t('districtRoster.held')}
                    </Badge>
                  ) : null}
                </Stack>
              </Table.Td>
              {COUNTS.map(([count]) => (
                <Table.Td key={count} ta="right">
                  {formatNumber(school.summary[count])}
                </Table.Td>
              ))}
              <StaffCell staff={school.staff} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type DistrictRosterImportProps = {
  file: File;
  options: OneRosterOptions;
  onBack: () => void;
  onClose: () => void;
};

/**
 * A district administrator's import of every school in the export (issue 41): the preview places
 * each org at its school or proposes a new one; the import creates those and imports each school.
 */
export function DistrictRosterImport({
  file,
  options,
  onBack,
  onClose,
}: DistrictRosterImportProps) {
  const { t } = useTranslation(['students', 'common']);
  const preview = usePreviewDistrictRoster();
  const apply = useImportDistrictRoster();
  const { data: district } = useQuery(getSchoolsQueryOptions());
  const [placements, setPlacements] = useState<Record<string, string>>({});
  const { mutate: read } = preview;
  useEffect(
    () => read({ file, options, placements, dryRun: true }),
    [read, file, options, placements],
  );

  const startImport = () =>
    apply.mutate(
      { file, options, placements, dryRun: false },
      {
        onSuccess: (data) =>
          notifySuccess(t('districtRoster.imported', { count: data.schools.length })),
        onError: (error) =>
          notifyError(errorMessage(error, t('import.failed')), { title: t('import.failed') }),
      },
    );

  const shown = apply.data ?? preview.data;
  const newSchools = preview.data?.schools.filter((school) => school.match === 'new').length ?? 0;
  return (
    <Stack gap="md">
      {apply.data ? (
        <ImportFinished>
          {t('districtRoster.imported', { count: apply.data.schools.length })}
        </ImportFinished>
      ) : (
        <Text size="sm">{t('districtRoster.instructions')}</Text>
      )}
      <ReadingState isReading={preview.isPending} error={preview.error} />
      {shown ? (
        <DistrictTable
          result={shown}
          placing={
            apply.data || !district
              ? undefined
              : {
                  schools: district.schools,
                  onPlace: (org, target) => setPlacements((now) => ({ ...now, [org]: target })),
                }
          }
        />
      ) : null}
      {!apply.data && newSchools > 0 ? (
        <Text size="sm">{t('districtRoster.createsSchools', { count: newSchools })}</Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {apply.data ? (
          <Button onClick={onClose}>{t('result.done')}</Button>
        ) : (
          <>
            <Button variant="default" onClick={onBack} disabled={apply.isPending}>
              {t('districtRoster.back')}
            </Button>
            <Button
              onClick={startImport}
              disabled={!preview.data || preview.isPending}
              loading={apply.isPending}
            >
              {t('districtRoster.import')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
