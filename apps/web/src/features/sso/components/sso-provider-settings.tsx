import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { SsoProvider } from '@rollcall/contract/sso';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SSO_TEST_PARAM } from '@/config/navigation';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Loading } from '@/components/ui/loading';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { getSchoolsQueryOptions } from '@/lib/schools';
import { useDeleteSsoProvider, useSsoProviders } from '../api/sso-providers';
import { SsoProviderCard } from './sso-provider-card';
import { SsoProviderFormModal, type SsoProviderFormTarget } from './sso-provider-form';

/** Deleting a provider, once the administrator said yes. */
function useDeleteAction() {
  const { t } = useTranslation(['sso', 'common']);
  const remove = useDeleteSsoProvider();
  const confirm = (provider: SsoProvider) =>
    modals.openConfirmModal({
      title: t('card.removeTitle'),
      children: <Text size="sm">{t('card.removeConfirm', { name: provider.name })}</Text>,
      labels: { confirm: t('card.remove'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        remove.mutate(provider._id, {
          onSuccess: (reply) => notifySuccess(reply.message),
          onError: (error) => notifyError(errorMessage(error, t('card.removeFailed'))),
        }),
    });
  return { confirm, busyId: remove.isPending ? remove.variables : undefined };
}

/**
 * The provider whose test sign-in this tab came back from: /settings?ssoTest=<id> opens this
 * category with the id in the history entry's state (app/routes/settings).
 */
function useTestReturn() {
  const { state } = useLocation() as { state: Record<string, unknown> | null };
  const [returnedId] = useState(() => {
    const id = state?.[SSO_TEST_PARAM];
    return typeof id === 'string' ? id : null;
  });
  return returnedId;
}

/**
 * The district's sign-in providers (issue 42): each one's issuer, domains and redirect URL, a
 * test sign-in, and the form that adds or changes one. The server asks for the recent
 * confirmation of each change (api-client's CONFIRMATION_REQUIRED dialog).
 */
export function SsoProviderSettings() {
  const { t } = useTranslation('sso');
  const providers = useSsoProviders();
  const { data: schoolData } = useQuery(getSchoolsQueryOptions());
  const schools = schoolData?.schools ?? [];
  const [target, setTarget] = useState<SsoProviderFormTarget>(null);
  const remove = useDeleteAction();
  const returnedId = useTestReturn();
  const list = providers.data?.providers ?? [];
  const schoolName = (id: string | null) =>
    schools.length > 1 ? schools.find((school) => school._id === id)?.name : undefined;

  return (
    <Stack gap="md">
      <Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setTarget({ mode: 'add' })}
        >
          {t('add')}
        </Button>
      </Group>
      {providers.isPending ? <Loading label={t('loading')} size="sm" /> : null}
      {providers.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          error={providers.error}
          isRetrying={providers.isFetching}
          onRetry={() => void providers.refetch()}
        />
      ) : null}
      {providers.isSuccess && list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('none')}
        </Text>
      ) : null}
      {list.length > 0 ? (
        <Stack
          component="ul"
          aria-label={t('listLabel')}
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {list.map((provider) => (
            <SsoProviderCard
              key={provider._id}
              provider={provider}
              schoolName={schoolName(provider.newAccountsSchoolId)}
              isDeleting={remove.busyId === provider._id}
              isTestReturn={provider._id === returnedId}
              onEdit={() => setTarget({ mode: 'edit', provider })}
              onDelete={() => remove.confirm(provider)}
            />
          ))}
        </Stack>
      ) : null}
      <SsoProviderFormModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
