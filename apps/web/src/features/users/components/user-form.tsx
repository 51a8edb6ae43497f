import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ROLES, type Role } from '@rollcall/contract/roles';
import {
  CreateUserFormSchema,
  UpdateUserFormSchema,
  type CreateUserBody,
  type SchoolRole,
  type UpdateUserBody,
  type User,
} from '@rollcall/contract/users';
import { IconAlertCircle } from '@tabler/icons-react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';
import { getActingSchoolId } from '@/lib/acting-school';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formResolver } from '@/lib/form-resolver';
import { DescribedSwitch } from '@/components/ui/described-inline-input';
import type { SchoolRow } from '../utils/school-roles';
import { SchoolRolesField } from './school-roles-field';
import { SsoOnlyField } from './sso-only-field';

export type UserFormValues = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: Role;
  /** Sent only from the Schools section (a district administrator's, of several schools). */
  schools: SchoolRole[];
  isDistrictAdmin: boolean;
  phoneNumber: string;
  department: string;
  isActive: boolean;
  /** Signs in only through a sign-in provider (issue 42); never an administrator. */
  ssoOnly: boolean;
};

const FIELD_NAMES: readonly Path<UserFormValues>[] = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'role',
  'schools',
  'isDistrictAdmin',
  'phoneNumber',
  'department',
  'isActive',
  'ssoOnly',
];

type UserFormOutput = z.output<typeof CreateUserFormSchema> | z.output<typeof UpdateUserFormSchema>;

/** A new account starts as a teacher at the school the administrator is working at. */
const newAccountSchools = (): SchoolRole[] => {
  const schoolId = getActingSchoolId();
  return schoolId ? [{ schoolId, role: 'teacher' }] : [];
};

const toValues = (user: User | undefined): UserFormValues => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  password: '',
  confirmPassword: '',
  role: user?.role ?? 'teacher',
  schools: user?.schools ?? newAccountSchools(),
  isDistrictAdmin: user?.isDistrictAdmin ?? false,
  phoneNumber: user?.phoneNumber ?? '',
  department: user?.department ?? '',
  isActive: user?.isActive ?? true,
  ssoOnly: user?.ssoOnly ?? false,
});

type UserFormProps = {
  user: User | undefined;
  /**
   * The district's schools when the Schools section replaces the role (a district administrator,
   * several schools); null: the role at the acting school, as in a one-school installation.
   */
  districtSchools: readonly SchoolRow[] | null;
  isSaving: boolean;
  /** Resolves when saved; rejects with the server's error, whose field messages land here. */
  onSubmit: (body: CreateUserBody | UpdateUserBody) => Promise<unknown>;
  onCancel: () => void;
};

export function UserForm({ user, districtSchools, isSaving, onSubmit, onCancel }: UserFormProps) {
  const { t } = useTranslation(['users', 'common']);
  const { t: tc } = useTranslation('contract');
  const roleOptions = ROLES.map((role) => ({ value: role, label: tc(`roles.${role}`) }));
  const isEdit = user !== undefined;
  const resolve = formResolver<UserFormValues>();
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: isEdit ? resolve(UpdateUserFormSchema) : resolve(CreateUserFormSchema),
    defaultValues: toValues(user),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const isDistrictAdminChecked = useWatch({ control: form.control, name: 'isDistrictAdmin' });
  const [role, schools, ssoOnlyChecked] = useWatch({
    control: form.control,
    name: ['role', 'schools', 'ssoOnly'],
  });
  // An administrator keeps a password: the way in when the provider is down.
  const isAdministrator = districtSchools
    ? isDistrictAdminChecked || schools.some((school) => school.role === 'admin')
    : role === 'admin';
  const isSsoOnly = ssoOnlyChecked && !isAdministrator;
  useEffect(() => {
    if (isAdministrator) form.setValue('ssoOnly', false);
  }, [isAdministrator, form]);
  const isPasswordRequired = !isEdit && !isSsoOnly;
  /** Errors clear as soon as their field is edited. */
  const field = (name: Path<UserFormValues>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (values) => {
    const { confirmPassword: _confirmation, schools, isDistrictAdmin, ...fields } = values;
    const account = { ...fields, ssoOnly: isSsoOnly };
    const body = districtSchools ? { ...account, schools, isDistrictAdmin } : account;
    try {
      await onSubmit(body);
    } catch (error) {
      // A refusal of no field (another school's account, a district matter) is said here.
      if (!applyFieldErrors(error, FIELD_NAMES, form.setError)) {
        const fallback = isEdit ? t('form.updateFallback') : t('form.createFallback');
        form.setError('root.server', { message: errorMessage(error, fallback) });
      }
    }
  });

  const departmentInput = (
    <TextInput
      label={t('common:fields.department')}
      error={errors.department?.message}
      {...field('department')}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('common:fields.name')}
          required
          autoComplete="off"
          error={errors.name?.message}
          {...field('name')}
        />
        <TextInput
          label={t('common:fields.email')}
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...field('email')}
        />
        {isEdit ? (
          <Text size="xs" c="dimmed">
            {t('form.keepPassword')}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PasswordInputWithToggle
            label={t('common:fields.password')}
            required={isPasswordRequired}
            autoComplete="new-password"
            error={errors.password?.message}
            {...field('password')}
          />
          <PasswordInputWithToggle
            label={t('form.confirmPassword')}
            required={isPasswordRequired}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...field('confirmPassword')}
          />
        </SimpleGrid>
        {districtSchools ? (
          <Controller
            control={form.control}
            name="schools"
            render={({ field: { value, onChange, ref } }) => (
              <SchoolRolesField
                schools={districtSchools}
                value={value}
                onChange={(memberships) => {
                  form.clearErrors('schools');
                  onChange(memberships);
                }}
                selectRef={ref}
                error={errors.schools?.message ?? errors.isDistrictAdmin?.message}
                isDistrictAdmin={isDistrictAdminChecked}
                onDistrictAdminChange={(checked) =>
                  form.setValue('isDistrictAdmin', checked, { shouldDirty: true })
                }
              />
            )}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {districtSchools ? null : (
            <NativeSelect
              label={t('common:fields.role')}
              data={roleOptions}
              error={errors.role?.message}
              {...field('role')}
            />
          )}
          <TextInput
            label={t('common:fields.phone')}
            type="tel"
            autoComplete="off"
            error={errors.phoneNumber?.message}
            {...field('phoneNumber')}
          />
          {/* The role's place beside the phone goes to the department when the schools say it. */}
          {districtSchools ? departmentInput : null}
        </SimpleGrid>
        {districtSchools ? null : departmentInput}
        <Controller
          control={form.control}
          name="isActive"
          render={({ field: { value, onChange, ...rest } }) => (
            <DescribedSwitch
              {...rest}
              label={t('common:active')}
              description={t('form.activeHelp')}
              mt="xs"
              checked={value}
              onChange={(event) => onChange(event.currentTarget.checked)}
            />
          )}
        />
        <SsoOnlyField
          control={form.control}
          clearErrors={form.clearErrors}
          isAdministrator={isAdministrator}
          error={errors.ssoOnly?.message}
        />
        {errors.root?.server ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errors.root.server.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {isEdit ? t('form.update') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
