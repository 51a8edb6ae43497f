import { Radio, Stack, TextInput } from '@mantine/core';
import { GOOGLE_ISSUER, SSO_PROVIDER_KINDS, type SsoProviderKind } from '@rollcall/contract/sso';
import { useTranslation } from 'react-i18next';
import { DescribedRadio } from '@/components/ui/described-inline-input';
import type { ProviderFormField, ProviderFormValues } from '../utils/provider-form';

type KindFieldProps = {
  value: SsoProviderKind;
  /** The chosen radio's id: the focus goes there when the field has a message. */
  inputId: string;
  error: string | undefined;
  onChange: (kind: SsoProviderKind) => void;
};

/** The presets: Google Workspace, Microsoft Entra ID, or any OpenID Connect provider. */
export function KindField({ value, inputId, error, onChange }: KindFieldProps) {
  const { t } = useTranslation('sso');
  return (
    <Radio.Group
      label={t('form.kind')}
      value={value}
      onChange={(kind) => onChange(kind as SsoProviderKind)}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        {SSO_PROVIDER_KINDS.map((kind) => (
          <DescribedRadio
            key={kind}
            id={kind === value ? inputId : undefined}
            value={kind}
            label={t(`kinds.${kind}`)}
            description={t(`kindHints.${kind}`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

type IssuerFieldProps = {
  values: ProviderFormValues;
  onChange: (next: Partial<ProviderFormValues>) => void;
  inputId: (field: ProviderFormField) => string;
  error: (field: ProviderFormField) => string | undefined;
};

/**
 * Where the provider signs in, as its kind says it: Google's fixed issuer shown read-only,
 * Microsoft's directory (tenant) ID, or a generic provider's issuer URL.
 */
export function IssuerField({ values, onChange, inputId, error }: IssuerFieldProps) {
  const { t } = useTranslation('sso');
  if (values.kind === 'google') {
    return (
      <TextInput
        id={inputId('issuer')}
        label={t('form.issuer')}
        description={t('form.googleIssuerHint')}
        value={GOOGLE_ISSUER}
        readOnly
        variant="filled"
        error={error('issuer')}
      />
    );
  }
  if (values.kind === 'microsoft') {
    return (
      <TextInput
        id={inputId('tenantId')}
        label={t('form.tenantId')}
        description={t('form.tenantIdHint')}
        required
        autoComplete="off"
        spellCheck={false}
        value={values.tenantId}
        onChange={(event) => onChange({ tenantId: event.currentTarget.value })}
        error={error('tenantId')}
      />
    );
  }
  return (
    <TextInput
      id={inputId('issuer')}
      type="url"
      label={t('form.issuer')}
      description={t('form.issuerHint')}
      placeholder="https://"
      required
      autoComplete="off"
      spellCheck={false}
      value={values.issuer}
      onChange={(event) => onChange({ issuer: event.currentTarget.value })}
      error={error('issuer')}
    />
  );
}
