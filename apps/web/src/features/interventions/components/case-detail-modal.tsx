import { Badge, Center, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { useMediaQuery } from '@mantine/hooks';
import type { CaseDetail } from '@rollcall/contract/interventions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StudentAttendanceCalendar } from '@/components/attendance-calendar/student-attendance-calendar';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { classLabel } from '@/lib/class-label';
import { formatCalendarDate, formatNumber, formatSchoolDate } from '@/lib/school-time';
import { useCase } from '../api/get-case';
import { CaseStatusBadge } from './case-badges';
import { useFigureTexts } from './case-figures';
import { CaseNoteForm } from './case-note-form';
import { CaseNotes } from './case-notes';
import { CaseUpdateForm } from './case-update-form';

type CaseDetailModalProps = {
  caseId: string | null;
  timezone: string;
  canManage: boolean;
  onClose: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

function CaseDetailBody(props: { item: CaseDetail; timezone: string; canManage: boolean }) {
  const { item, timezone, canManage } = props;
  const { t } = useTranslation(['interventions', 'common', 'contract']);
  const figures = useFigureTexts();
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          <Text span ff="monospace" inherit>
            {item.student.studentId}
          </Text>
          {` · ${classLabel(item.student)}`}
        </Text>
        <Group gap="xs">
          <Badge tt="none" variant="outline" color="gray">
            {t(`contract:interventionRules.${item.rule}`)}
          </Badge>
          <CaseStatusBadge status={item.status} />
          <Badge tt="none" variant="outline" color="gray">
            {t(`contract:caseTiers.${item.tier}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('detail.openedOn', { date: formatCalendarDate(item.openedOn) })}
          {item.closedAt
            ? ` · ${t('detail.closedOn', { date: formatSchoolDate(item.closedAt, timezone) })}`
            : ''}
        </Text>
      </Stack>
      <Section title={t('table.figures')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Figure
            label={t('detail.absentDays')}
            value={formatNumber(item.figures.absentDays)}
            hint={t('detail.enrolledDays', { count: item.figures.enrolledDays })}
          />
          <Figure
            label={t('contract:reports.charts.attendanceRate')}
            value={
              item.figures.rate === null
                ? '—'
                : `${formatNumber(item.figures.rate, { maximumFractionDigits: 1 })} %`
            }
            hint={item.figures.rate === null ? figures.rate(item.figures) : undefined}
          />
          <Figure label={t('detail.consecutive')} value={formatNumber(item.figures.consecutive)} />
          <Figure label={t('detail.lateDays')} value={formatNumber(item.figures.lateDays)} />
        </SimpleGrid>
      </Section>
      <Section title={t('detail.calendarTitle')}>
        <StudentAttendanceCalendar studentId={item.student._id} />
      </Section>
      {canManage ? (
        <>
          <Section title={t('table.followUp')}>
            <CaseUpdateForm key={item._id} item={item} />
          </Section>
          <Section title={t('note.title')}>
            <CaseNoteForm caseId={item._id} />
          </Section>
        </>
      ) : null}
      <Section title={t('common:fields.notes')}>
        <CaseNotes notes={item.notes} timezone={timezone} />
      </Section>
    </Stack>
  );
}

/** A case's detail in a dialog; closing it returns focus to the row's Open button. */
export function CaseDetailModal({ caseId, timezone, canManage, onClose }: CaseDetailModalProps) {
  const { t } = useTranslation(['interventions', 'common']);
  const isPhone = useMediaQuery('(max-width: 47.99em)') === true;
  const query = useCase(caseId);
  const item = query.data?.case;
  return (
    <Modal
      opened={caseId !== null}
      onClose={onClose}
      title={item ? item.student.fullName : t('detail.title')}
      size="xl"
      fullScreen={isPhone}
    >
      {query.isPending ? (
        <Center py="xl">
          <Loading label={t('detail.loading')} />
        </Center>
      ) : null}
      {query.isError ? (
        <LoadFailedAlert
          title={t('detail.loadFailed')}
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {item && item._id === caseId ? (
        <CaseDetailBody item={item} timezone={timezone} canManage={canManage} />
      ) : null}
    </Modal>
  );
}
