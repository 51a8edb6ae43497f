import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { interventionsApi } from '@rollcall/contract/interventions';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INTERVENTIONS_PATH } from '@/config/navigation';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The bell looks again every minute, and when the person comes back to the tab. */
const UNSEEN_REFRESH_MS = 60_000;

function useUnseenCases() {
  return useQuery({
    queryKey: queryKeys.interventions.unseen,
    queryFn: ({ signal }) => apiClient.call(interventionsApi.unseen, { signal }),
    refetchInterval: UNSEEN_REFRESH_MS,
    refetchOnWindowFocus: true,
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
 * The header's bell: how many attendance cases opened since the person last looked (issue 26).
 * It opens the cases and marks them seen. The count is written on it and in its name, so colour
 * is never the only sign.
 */
export function NotificationsButton() {
  const { t } = useTranslation();
  const count = useUnseenCases().data?.count ?? 0;
  const markSeen = useMarkCasesSeen();
  const label = count > 0 ? t('notifications.newCases', { count }) : t('notifications.noNewCases');
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
      <Tooltip label={label}>
        <ActionIcon
          component={Link}
          to={INTERVENTIONS_PATH}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          onClick={() => {
            if (count > 0) markSeen.mutate();
          }}
        >
          <IconBell size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Indicator>
  );
}
