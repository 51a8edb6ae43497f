import { Menu, Text } from '@mantine/core';
import type { Notice } from '@rollcall/contract/notices';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { IconHandStop, IconKey } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_TOKENS_SETTINGS_LINK, STUDENTS_PATH } from '@/config/navigation';
import { useSchoolTimezone } from '@/lib/school-info';
import { formatSchoolInstant } from '@/lib/school-time';

type NoticeLinkProps = {
  to: string;
  icon: ReactNode;
  title: string;
  detail?: string;
  onClick?: () => void;
};

/** One line of the bell's menu: what it is, in bold, and its detail; it opens where it is acted on. */
export function NoticeLink({ to, icon, title, detail, onClick }: NoticeLinkProps) {
  return (
    <Menu.Item component={Link} to={to} leftSection={icon} onClick={onClick}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {/* A space between the two: read as text, they are two sentences. */}{' '}
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Menu.Item>
  );
}

/** An administrator's notice (issue 39): a held roster import, an API token in its last week. */
export function NoticeMenuItem({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  if (notice.kind === 'rosterImportHeld') {
    return (
      <NoticeLink
        to={STUDENTS_PATH}
        icon={<IconHandStop size={18} aria-hidden />}
        title={t('notifications.rosterHeld')}
        detail={t('notifications.rosterHeldDetail', {
          count: notice.count,
          when: formatSchoolInstant(notice.receivedAt, timezone),
        })}
      />
    );
  }
  return (
    <NoticeLink
      to={API_TOKENS_SETTINGS_LINK}
      icon={<IconKey size={18} aria-hidden />}
      title={t('notifications.tokenExpiring', { name: notice.name })}
      detail={t('notifications.tokenExpiresOn', {
        date: formatSchoolInstant(notice.expiresAt, timezone),
      })}
    />
  );
}
