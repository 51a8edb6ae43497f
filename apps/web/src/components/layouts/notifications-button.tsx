import { ActionIcon, Indicator, Menu, Tooltip } from '@mantine/core';
import { interventionsApi } from '@rollcall/contract/interventions';
import { noticesApi } from '@rollcall/contract/notices';
import { IconBell, IconClipboardHeart } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERVENTIONS_PATH } from '@/config/navigation';
import { NOTICES_REFRESH_MS } from '@/config/screen-constants';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { NoticeLink, NoticeMenuItem } from './notice-menu-item';

/** The bell looks again every minute, and when the person comes back to the tab. */
const POLLING = { refetchInterval: NOTICES_REFRESH_MS, refetchOnWindowFocus: true } as const;

function useUnseenCases() {
  return useQuery({
    queryKey: queryKeys.interventions.unseen,
    queryFn: ({ signal }) => apiClient.call(interventionsApi.unseen, { signal }),
    ...POLLING,
  });
}

/** An administrator's notices (issue 39); a teacher's list is empty. */
function useNotices() {
  return useQuery({
    queryKey: queryKeys.notices,
    queryFn: ({ signal }) => apiClient.call(noticesApi.list, { signal }),
    ...POLLING,
  });
}

function useMarkCasesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(interventionsApi.markSeen),
    onSuccess: (unseen) => queryClient.setQueryData(queryKeys.interventions.unseen, unseen),
  });
}

/**
 * The header's bell: what is new for the person. Its menu lists the attendance cases opened since
 * they last looked (issue 26; opening them marks them seen), and an administrator's notices: a
 * roster import the sync hold keeps, an API token about to expire (issue 39). The count of all of
 * them is written on the bell and in its name, so colour is never the only sign.
 */
export function NotificationsButton() {
  const { t } = useTranslation();
  const newCases = useUnseenCases().data?.count ?? 0;
  const notices = useNotices().data?.notices ?? [];
  const markSeen = useMarkCasesSeen();
  const [isOpen, setOpen] = useState(false);
  const count = newCases + notices.length;
  const label = count > 0 ? t('notifications.bell', { count }) : t('notifications.bellNone');
  return (
    <Indicator
      // The count is in the button's name already: the dot repeats it for the eye.
      label={<span aria-hidden>{count > 99 ? '99+' : count}</span>}
      disabled={count === 0}
      size={18}
      color="red"
      offset={6}
      styles={{ indicator: { pointerEvents: 'none' } }}
    >
      <Menu
        position="bottom-end"
        width={340}
        shadow="md"
        // No focus placeholder before the items: a menu holds menu items only (axe,
        // aria-required-children), and opening it puts focus on the first line, as menus do.
        withInitialFocusPlaceholder={false}
        opened={isOpen}
        onChange={setOpen}
      >
        {/* Not over the open menu: the menu says it all then. */}
        <Tooltip label={label} disabled={isOpen}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
              <IconBell size={20} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Menu.Target>
        </Tooltip>
        <Menu.Dropdown>
          {newCases > 0 ? (
            <NoticeLink
              to={INTERVENTIONS_PATH}
              icon={<IconClipboardHeart size={18} aria-hidden />}
              title={t('notifications.newCases', { count: newCases })}
              onClick={() => markSeen.mutate()}
            />
          ) : null}
          {notices.map((notice) => (
            <NoticeMenuItem
              key={notice.kind === 'apiTokenExpiring' ? notice.tokenId : notice.pendingImportId}
              notice={notice}
            />
          ))}
          {count === 0 ? (
            // Focusable rather than disabled: the open menu then holds the focus, so Escape closes
            // it and returns to the bell (a disabled line left the focus nowhere, and Escape did
            // nothing). It leads nowhere: choosing it closes the menu.
            <Menu.Item aria-disabled="true">{t('notifications.nothingNew')}</Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}
