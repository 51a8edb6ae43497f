import { Badge } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatSchoolTime } from '@/lib/school-time';
import { useSchoolTimezone } from '@/lib/school-info';

/** A student who left through a check-out gate without ever checking in that day. */
export function CheckedOutFlag({ checkedOutAt }: { checkedOutAt: string | undefined }) {
  const { t } = useTranslation('absentee');
  const timezone = useSchoolTimezone();
  if (!checkedOutAt || !timezone) return null;
  return (
    <Badge
      color="orange"
      variant="light"
      leftSection={<IconDoorExit size={14} aria-hidden />}
      style={{ textTransform: 'none' }}
    >
      {t('absent.checkedOut', { time: formatSchoolTime(checkedOutAt, timezone) })}
    </Badge>
  );
}
