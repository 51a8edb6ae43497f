import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CaseNote } from '@rollcall/contract/interventions';
import { useTranslation } from 'react-i18next';
import { formatSchoolInstant } from '@/lib/school-time';

/** A case's notes, newest first: the action taken, what was written, by whom and when. */
export function CaseNotes({ notes, timezone }: { notes: CaseNote[]; timezone: string }) {
  const { t } = useTranslation(['interventions', 'common', 'contract']);
  if (notes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('detail.noNotes')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {notes.map((note) => (
        <Paper component="li" key={note._id} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              {note.action ? (
                <Badge tt="none" variant="outline" color="indigo">
                  {t(`contract:caseActions.${note.action}`)}
                </Badge>
              ) : (
                <span />
              )}
              <Text size="xs" c="dimmed">
                {t('detail.noteBy', {
                  name: note.author?.name ?? t('common:appName'),
                  when: formatSchoolInstant(note.createdAt, timezone),
                })}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.text}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
