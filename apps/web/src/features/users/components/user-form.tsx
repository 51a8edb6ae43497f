import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ROLES, type Role } from '@rollcall/contract/roles';
import {
  CreateUserFormSchema,
  UpdateUserFormSchema,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
} from '@rollcall/contract/users';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordInputWithToggle } from '@/components/ui/password-input-with-toggle';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formResolver } from '@/lib/form-resolver';
import { DescribedSwitch } from '@/components/ui/described-inline-input';

export type UserFormValues = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: Role;
  phoneNumber: string;
  department: string;
  isActive: boolean;
};

const FIELD_NAMES: readonly Path<UserFormValues>[] = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'role',
  'phoneNumber',
  'department',
  'isActive',
];

type UserFormOutput = z.output<typeof CreateUserFormSchema> | z.output<typeof UpdateUserFormSchema>;

const toValues = (user: User | undefined): UserFormValues => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  password: '',
  confirmPassword: '',
  role: user?.role ?? 'teacher',
  phoneNumber: user?.phoneNumber ?? '',
  department: user?.department ?? '',
  isActive: user?.isActive ?? true,
});

type UserFormProps = {
  user: User | undefined;
  isSaving: boolean;
  /** Resolves when saved; rejects with the server's error, whose field messages land here. */
  onSubmit: (body: CreateUserBody | UpdateUserBody) => Promise<unknown>;
  onCancel: () => void;
};

export function UserForm({ user, isSaving, onSubmit, onCancel }: UserFormProps) {
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
  /** Errors clear as soon as their field is edited. */
  const field = (name: Path<UserFormValues>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (values) => {
    const { confirmPassword: _confirmation, ...body } = values;
    try {
      await onSubmit(body);
    } catch (error) {
      applyFieldErrors(error, FIELD_NAMES, form.setError);
    }
  });

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
            required={!isEdit}
            autoComplete="new-password"
            error={errors.password?.message}
            {...field('password')}
          />
          <PasswordInputWithToggle
            label={t('form.confirmPassword')}
            required={!isEdit}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...field('confirmPassword')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={t('common:fields.role')}
            data={roleOptions}
            error={errors.role?.message}
            {...field('role')}
          />
          <TextInput
            label={t('common:fields.phone')}
            type="tel"
            autoComplete="off"
            error={errors.phoneNumber?.message}
            {...field('phoneNumber')}
          />
        </SimpleGrid>
        <TextInput
          label={t('common:fields.department')}
          error={errors.department?.message}
          {...field('department')}
        />
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
