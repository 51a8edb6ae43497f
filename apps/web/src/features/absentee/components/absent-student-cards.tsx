import { Button, Checkbox, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CardList, CardListItem } from '@/components/ui/card-list';
import type { AbsentStudent } from '@rollcall/contract/attendance';
import { IconMail, IconPhone, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CheckedOutFlag } from './checked-out-flag';
import { GuardianLanguage } from './guardian-language';

type AbsentStudentCardsProps = {
  students: AbsentStudent[];
  isLoading: boolean;
  canManage: boolean;
  selectedIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onNotify: (student: AbsentStudent) => void;
};

/** The absent list on a phone: one card per student, everything readable without scrolling. */
export function AbsentStudentCards(props: AbsentStudentCardsProps) {
  const { t } = useTranslation(['absentee', 'common']);
  const { t: tc } = useTranslation('contract');
  const { students, canManage, selectedIds } = props;
  if (props.isLoading || students.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {props.isLoading ? t('absent.loading') : tc('absentee.noAbsentees')}
      </Text>
    );
  }
  return (
    <CardList label={t('absent.listLabel')}>
      {students.map((student) => {
        const isSelected = selectedIds.has(student._id);
        return (
          <CardListItem key={student._id} bg={isSelected ? 'indigo.0' : undefined}>
            <Group align="flex-start" wrap="nowrap" gap="sm">
              {canManage ? (
                <Checkbox
                  mt={2}
                  aria-label={t('absent.select', { name: student.fullName })}
                  checked={isSelected}
                  onChange={() => props.onToggle(student._id)}
                />
              ) : null}
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600}>{student.fullName}</Text>
                <CheckedOutFlag checkedOutAt={student.checkedOutAt} />
                <Text size="xs" c="dimmed">
                  <Text span ff="monospace" inherit>
                    {student.studentId}
                  </Text>{' '}
                  · {t('absent.classOf', { class: `${student.class}-${student.section}` })}
                </Text>
                <Text size="sm" mt={4}>
                  {t('absent.guardianOf', { name: student.guardianName })}
                </Text>
                <GuardianLanguage language={student.guardianLanguage} />
                <Text
                  size="sm"
                  c={student.guardianEmail ? undefined : 'dimmed'}
                  style={{ wordBreak: 'break-all' }}
                >
                  <IconMail size={14} aria-hidden style={{ verticalAlign: -2 }} />{' '}
                  <VisuallyHidden>{`${t('absent.email')} `}</VisuallyHidden>
                  {student.guardianEmail ?? t('absent.noEmail')}
                </Text>
                <Text size="sm" c={student.guardianPhone ? undefined : 'dimmed'}>
                  <IconPhone size={14} aria-hidden style={{ verticalAlign: -2 }} />{' '}
                  <VisuallyHidden>{`${t('absent.phone')} `}</VisuallyHidden>
                  {student.guardianPhone || t('common:noPhone')}
                </Text>
                {canManage ? (
                  <Button
                    mt={6}
                    size="xs"
                    variant="light"
                    leftSection={<IconSend size={14} aria-hidden />}
                    aria-label={t('absent.notifyGuardianOf', { name: student.fullName })}
                    onClick={() => props.onNotify(student)}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('absent.notify')}
                  </Button>
                ) : null}
              </Stack>
            </Group>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
