import { Alert, Button, Stack, Text } from '@mantine/core';
import type { PendingRosterImport } from '@rollcall/contract/roster';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { IconHandStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolTimezone } from '@/lib/school-info';
import { formatSchoolInstant } from '@/lib/school-time';
import { usePendingRosterImport } from '../../api/pending-roster-import';
import { HeldImportModal } from './held-import-modal';

/**
 * Above the students (administrators): the roster import an API token sent that the sync hold
 * keeps (issue 39), who sent it and when, and why it waits; Review import opens what it would do.
 */
export function HeldImportNotice() {
  const { t } = useTranslation('students');
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  const pending = usePendingRosterImport().data?.pending ?? null;
  // The import under review stays open when it is settled elsewhere, to say so.
  const [reviewed, setReviewed] = useState<PendingRosterImport | null>(null);

  const when = pending ? formatSchoolInstant(pending.receivedAt, timezone) : '';
  return (
    <>
      {pending ? (
        <Alert
          mb="md"
          color="orange"
          variant="light"
          title={t('rosterHold.title')}
          icon={<IconHandStop aria-hidden />}
          // A region named by its title, found at the top of the screen: not a live region, which
          // would interrupt at every visit (the bell announces it by its count).
          role="region"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {pending.tokenName
                ? t('rosterHold.sentBy', { token: pending.tokenName, when })
                : t('rosterHold.sentByDeleted', { when })}{' '}
              {t(`rosterHold.${pending.reason}`, { count: pending.count, limit: pending.limit })}
            </Text>
            <Button size="sm" onClick={() => setReviewed(pending)}>
              {t('rosterHold.review')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <HeldImportModal pending={reviewed} onClose={() => setReviewed(null)} />
    </>
  );
}
