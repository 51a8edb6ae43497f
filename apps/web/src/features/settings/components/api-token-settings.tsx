import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import { modals } from '@mantine/modals';
import {
  API_TOKEN_LIFETIMES,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  DEFAULT_API_TOKEN_LIFETIME,
  type ApiToken,
  type ApiTokenLifetime,
  type ApiTokenScope,
} from '@rollcall/contract/api-tokens';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '@/components/ui/copy-value-button';
import { TableScroll } from '@/components/ui/table-scroll';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useSchoolTimezone } from '@/lib/school-info';
import { formatSchoolInstant } from '@/lib/school-time';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import type { SettingsCategoryProps } from '../hooks/use-settings-category-form';
import { RosterHoldSettings } from './roster-hold-settings';
import { SettingsSection } from './settings-section';

/** The new token, shown this once with a copy button: the server keeps only its hash. */
function NewTokenPanel({ name, token }: { name: string; token: string }) {
  const { t } = useTranslation('settings');
  return (
    <Alert color="green" variant="light" title={t('apiTokens.newTitle', { name })} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('apiTokens.newHint')}</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code style={{ wordBreak: 'break-all', flex: 1 }} data-testid="new-api-token">
            {token}
          </Code>
          <CopyValueButton
            value={token}
            label={t('apiTokens.copy')}
            copiedLabel={t('apiTokens.copied')}
          />
        </Group>
      </Stack>
    </Alert>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (name: string, token: string) => void }) {
  const { t } = useTranslation(['settings', 'contract']);
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['import']);
  const [lifetime, setLifetime] = useState<ApiTokenLifetime>(DEFAULT_API_TOKEN_LIFETIME);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, scopes, expiresInDays: lifetime },
      {
        onSuccess: (reply) => {
          onCreated(reply.apiToken.name, reply.token);
          notifySuccess(reply.message);
          setName('');
          setErrors({});
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
          setErrors(fields);
          if (Object.keys(fields).length === 0)
            notifyError(errorMessage(error, t('apiTokens.createFailed')));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('apiTokens.name')}
          description={t('apiTokens.nameHint')}
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          required
        />
        <Checkbox.Group
          label={t('apiTokens.scopes')}
          value={scopes}
          onChange={(value) => setScopes(value as ApiTokenScope[])}
          error={errors.scopes ?? errors['scopes.0']}
        >
          <Stack gap={6} mt={6}>
            {API_TOKEN_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={t(`contract:apiTokenScopes.${scope}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label={t('apiTokens.lifetime')}
          description={t('apiTokens.lifetimeHint')}
          data={API_TOKEN_LIFETIMES.map((days) => ({
            value: String(days),
            label: t('contract:outreach.dayMany', { count: days }),
          }))}
          value={String(lifetime)}
          onChange={(value) => {
            if (value) setLifetime(Number(value) as ApiTokenLifetime);
          }}
          allowDeselect={false}
          error={errors.expiresInDays}
          styles={{ wrapper: { maxWidth: 240 } }}
        />
        <Group>
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconKey size={16} aria-hidden />}
          >
            {t('apiTokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TokenList() {
  const { t } = useTranslation(['settings', 'common', 'contract']);
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  // When the list was opened: a token that runs out while it is open is marked on the next visit.
  const [openedAt] = useState(Date.now);

  const confirmRevoke = (token: ApiToken) =>
    modals.openConfirmModal({
      title: t('apiTokens.revokeTitle'),
      children: <Text size="sm">{t('apiTokens.revokeConfirm', { name: token.name })}</Text>,
      labels: { confirm: t('apiTokens.revoke'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        revoke.mutate(token._id, {
          onSuccess: (reply) => notifySuccess(reply.message),
          onError: (error) => notifyError(errorMessage(error, t('apiTokens.revokeFailed'))),
        }),
    });

  if (tokens.isPending) return <Loading label={t('apiTokens.loading')} size="sm" />;
  if (tokens.error) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(tokens.error, t('apiTokens.loadFailed'))}
      </Alert>
    );
  }
  const list = tokens.data.apiTokens;
  if (list.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('apiTokens.none')}
      </Text>
    );
  }
  return (
    <TableScroll label={t('apiTokens.listTitle')} minWidth={640}>
      <Table striped aria-label={t('apiTokens.listTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common:fields.name')}</Table.Th>
            <Table.Th>{t('apiTokens.scopes')}</Table.Th>
            <Table.Th>{t('common:created')}</Table.Th>
            <Table.Th>{t('apiTokens.lastUsed')}</Table.Th>
            <Table.Th>{t('apiTokens.expires')}</Table.Th>
            <Table.Th>{t('contract:common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((token) => (
            <Table.Tr key={token._id}>
              <Table.Td fw={600}>{token.name}</Table.Td>
              <Table.Td>
                {token.scopes.map((scope) => t(`contract:apiTokenScopes.${scope}`)).join(', ')}
              </Table.Td>
              <Table.Td>
                {formatSchoolInstant(token.createdAt, timezone)}
                {token.createdBy ? (
                  <Text size="xs" c="dimmed">
                    {token.createdBy}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                {token.lastUsedAt
                  ? formatSchoolInstant(token.lastUsedAt, timezone)
                  : t('common:never')}
              </Table.Td>
              <Table.Td>
                {Date.parse(token.expiresAt) <= openedAt ? (
                  <Text size="sm" fw={600} c="red.8">
                    {t('apiTokens.expired')}
                  </Text>
                ) : null}
                {formatSchoolInstant(token.expiresAt, timezone)}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={t('apiTokens.revokeNamed', { name: token.name })}
                  onClick={() => confirmRevoke(token)}
                >
                  {t('apiTokens.revoke')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/**
 * API tokens: scripts (a SIS export's upload) run the student imports with one; the sync hold
 * bounds what such an import may change by itself.
 */
export function ApiTokenSettings(props: SettingsCategoryProps) {
  const { t } = useTranslation('settings');
  const [created, setCreated] = useState<{ name: string; token: string }>();
  return (
    <Stack gap="lg">
      <SettingsSection title={t('apiTokens.createTitle')} description={t('apiTokens.description')}>
        <CreateTokenForm onCreated={(name, token) => setCreated({ name, token })} />
        {created ? <NewTokenPanel {...created} /> : null}
      </SettingsSection>
      <SettingsSection title={t('apiTokens.listTitle')}>
        <TokenList />
      </SettingsSection>
      <RosterHoldSettings {...props} />
    </Stack>
  );
}
