import { Badge, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SsoProvider } from '@rollcall/contract/sso';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '@/components/ui/copy-value-button';
import { RowActionButton } from '@/components/ui/row-action-button';
import { SsoProviderIcon } from '@/components/ui/sso-provider-icon';
import { SsoTestSignIn } from './sso-test-sign-in';

type SsoProviderCardProps = {
  provider: SsoProvider;
  /** The school new teachers join, by name, when there are several. */
  schoolName: string | undefined;
  isDeleting: boolean;
  /** This tab came back from the provider's test sign-in: it shows how the test ended. */
  isTestReturn: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One fact of the provider: its name above, its value below (a <dt>/<dd> pair). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The redirect URL to register at the provider, with a copy button. */
function RedirectUrl({ url }: { url: string }) {
  const { t } = useTranslation('sso');
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} c="dimmed">
        {t('card.redirectUrl')}
      </Text>
      <Group gap="xs" align="center">
        {/* Beside its button on a wide screen; on a phone the button goes under it. */}
        <Code style={{ wordBreak: 'break-all', flex: '1 1 16rem' }}>{url}</Code>
        <CopyValueButton
          value={url}
          size="compact-sm"
          label={t('card.copyRedirect')}
          copiedLabel={t('card.redirectCopied')}
          style={{ flexShrink: 0 }}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('card.redirectHint')}
      </Text>
    </Stack>
  );
}

/** A provider: what it is, where it redirects, and its actions (edit, test, delete). */
export function SsoProviderCard(props: SsoProviderCardProps) {
  const { provider, schoolName, isTestReturn, ...actions } = props;
  const { t } = useTranslation(['sso', 'common', 'contract']);
  const newStaff =
    provider.createAccounts === 'teachers'
      ? t('form.createAccountsTeachers')
      : t('form.createAccountsOff');
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <SsoProviderIcon kind={provider.kind} size={20} />
          <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {provider.name}
          </Title>
          <Badge tt="none" variant="light" color="gray">
            {t(`kinds.${provider.kind}`)}
          </Badge>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={6} m={0}>
          <Fact label={t('card.issuer')}>{provider.issuer}</Fact>
          <Fact label={t('form.clientId')}>{provider.clientId}</Fact>
          <Fact label={t('card.domains')}>
            {provider.allowedDomains.length > 0
              ? provider.allowedDomains.join(', ')
              : t('card.anyDomain')}
          </Fact>
          <Fact label={t('card.newStaff')}>
            {schoolName && provider.createAccounts === 'teachers'
              ? `${newStaff} (${schoolName})`
              : newStaff}
          </Fact>
        </SimpleGrid>
        <RedirectUrl url={provider.redirectUrl} />
        <SsoTestSignIn provider={provider} isReturn={isTestReturn}>
          <RowActionButton
            icon={IconPencil}
            aria-label={t('card.editNamed', { name: provider.name })}
            onClick={actions.onEdit}
          >
            {t('common:edit')}
          </RowActionButton>
          <RowActionButton
            icon={IconTrash}
            color="red"
            aria-label={t('card.removeNamed', { name: provider.name })}
            loading={actions.isDeleting}
            onClick={actions.onDelete}
          >
            {t('card.remove')}
          </RowActionButton>
        </SsoTestSignIn>
      </Stack>
    </Paper>
  );
}
