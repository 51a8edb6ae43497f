import {
  Button,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { SSO_NAME_MAX, type SsoCreateAccounts, type SsoProvider } from '@rollcall/contract/sso';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';
import { messageForScreen } from '@/i18n/language';
import { getActingSchoolId } from '@/lib/acting-school';
import { ApiError, errorMessage } from '@/lib/api-error';
import { getSchoolsQueryOptions } from '@/lib/schools';
import { useCreateSsoProvider, useUpdateSsoProvider } from '../api/sso-providers';
import {
  normalizeDomain,
  providerFormErrors,
  serverFieldErrors,
  toBody,
  toFormValues,
  withKind,
  type ProviderFormErrors,
  type ProviderFormField,
  type ProviderFormValues,
} from '../utils/provider-form';
import { IssuerField, KindField } from './provider-kind-fields';

/** Adding a provider, or changing one; null: the dialog is closed. */
export type SsoProviderFormTarget =
  { mode: 'add' } | { mode: 'edit'; provider: SsoProvider } | null;

/** The fields in the order they show: the first with a message takes the focus. */
const FIELD_ORDER: readonly ProviderFormField[] = [
  'kind',
  'name',
  'issuer',
  'tenantId',
  'clientId',
  'clientSecret',
  'allowedDomains',
  'createAccounts',
  'newAccountsSchoolId',
];

/** The open schools a new teacher may join; shown only when there is a choice. */
function useSchoolChoices() {
  const { data } = useQuery(getSchoolsQueryOptions());
  return (data?.schools ?? []).filter((school) => school.isActive);
}

function SsoProviderForm({ provider, onClose }: { provider?: SsoProvider; onClose: () => void }) {
  const { t } = useTranslation(['sso', 'common']);
  const formId = useId();
  const idOf = (field: ProviderFormField) => `${formId}-${field}`;
  const create = useCreateSsoProvider();
  const update = useUpdateSsoProvider();
  const schools = useSchoolChoices();
  const [values, setValues] = useState(() => toFormValues(provider));
  const [errors, setErrors] = useState<ProviderFormErrors>({});
  const isEdit = provider !== undefined;
  const schoolId =
    values.newAccountsSchoolId ??
    (schools.find((school) => school._id === getActingSchoolId()) ?? schools[0])?._id ??
    null;

  const change = (next: Partial<ProviderFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const kept = { ...current };
      for (const field of Object.keys(next)) delete kept[field as ProviderFormField];
      return kept;
    });
  };
  const showErrors = (found: ProviderFormErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };
  const errorOf = (field: ProviderFormField) => {
    const message = errors[field];
    return message ? messageForScreen(message) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = providerFormErrors(values, isEdit);
    if (Object.keys(found).length > 0) return showErrors(found);
    const body = toBody({ ...values, newAccountsSchoolId: schoolId });
    try {
      const reply = provider
        ? await update.mutateAsync({ id: provider._id, body })
        : await create.mutateAsync(body);
      notifySuccess(reply.message);
      onClose();
    } catch (error) {
      const fields =
        error instanceof ApiError ? serverFieldErrors(error.fields ?? {}, values.kind) : {};
      if (Object.keys(fields).length > 0) return showErrors(fields);
      notifyError(t('form.saveFailed', { reason: errorMessage(error, t('form.saveFallback')) }));
    }
  };

  const domainsHint =
    values.kind === 'google' ? t('form.googleDomainsHint') : t('form.allowedDomainsHint');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <KindField
          value={values.kind}
          inputId={idOf('kind')}
          error={errorOf('kind')}
          onChange={(kind) => {
            setValues((current) => withKind(current, kind));
            setErrors({});
          }}
        />
        <TextInput
          id={idOf('name')}
          label={t('form.name')}
          description={t('form.nameHint')}
          required
          maxLength={SSO_NAME_MAX}
          autoComplete="off"
          value={values.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={errorOf('name')}
        />
        <IssuerField values={values} onChange={change} inputId={idOf} error={errorOf} />
        <TextInput
          id={idOf('clientId')}
          label={t('form.clientId')}
          required
          autoComplete="off"
          spellCheck={false}
          value={values.clientId}
          onChange={(event) => change({ clientId: event.currentTarget.value })}
          error={errorOf('clientId')}
        />
        <PasswordInputWithToggle
          id={idOf('clientSecret')}
          label={t('form.clientSecret')}
          description={isEdit ? t('form.clientSecretKeepHint') : t('form.clientSecretHint')}
          required={!isEdit}
          autoComplete="new-password"
          value={values.clientSecret}
          onChange={(event) => change({ clientSecret: event.currentTarget.value })}
          error={errorOf('clientSecret')}
        />
        <TagsInput
          id={idOf('allowedDomains')}
          label={t('form.allowedDomains')}
          description={domainsHint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required={values.kind === 'google'}
          splitChars={[',', ';', ' ']}
          clearable
          value={values.allowedDomains}
          onChange={(domains) =>
            change({ allowedDomains: [...new Set(domains.map(normalizeDomain).filter(Boolean))] })
          }
          error={errorOf('allowedDomains')}
        />
        <Radio.Group
          label={t('form.createAccounts')}
          value={values.createAccounts}
          onChange={(chosen) => change({ createAccounts: chosen as SsoCreateAccounts })}
          error={errorOf('createAccounts')}
        >
          <Stack gap="xs" mt={6}>
            <Radio id={idOf('createAccounts')} value="off" label={t('form.createAccountsOff')} />
            <Radio value="teachers" label={t('form.createAccountsTeachers')} />
          </Stack>
        </Radio.Group>
        {values.createAccounts === 'teachers' && schools.length > 1 ? (
          <NativeSelect
            id={idOf('newAccountsSchoolId')}
            label={t('form.newAccountsSchool')}
            data={schools.map((school) => ({ value: school._id, label: school.name }))}
            value={schoolId ?? undefined}
            onChange={(event) => change({ newAccountsSchoolId: event.currentTarget.value })}
            error={errorOf('newAccountsSchoolId')}
          />
        ) : null}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {isEdit ? t('form.save') : t('add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SsoProviderFormModal({
  target,
  onClose,
}: {
  target: SsoProviderFormTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('sso');
  const provider = target?.mode === 'edit' ? target.provider : undefined;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={provider ? t('editTitle') : t('addTitle')}
      size="lg"
      centered
    >
      {target ? (
        <SsoProviderForm key={provider?._id ?? 'new'} provider={provider} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
