import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { BIO_MAX_LENGTH, ProfileBodySchema } from '@rollcall/contract/profile';
import type { User } from '@rollcall/contract/users';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { formResolver } from '@/lib/form-resolver';
import { useUpdateProfile } from '../api/update-profile';

type ProfileFormValues = {
  name: string;
  email: string;
  phoneNumber: string;
  department: string;
  bio: string;
};

const FIELD_NAMES: readonly Path<ProfileFormValues>[] = [
  'name',
  'email',
  'phoneNumber',
  'department',
  'bio',
];

const toValues = (user: User): ProfileFormValues => ({
  name: user.name,
  email: user.email,
  phoneNumber: user.phoneNumber ?? '',
  department: user.department ?? '',
  bio: user.bio ?? '',
});

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'common']);
  const { t: tc } = useTranslation('contract');
  const [isEditing, setIsEditing] = useState(false);
  const updateProfile = useUpdateProfile();
  const form = useForm({
    resolver: formResolver<ProfileFormValues>()(ProfileBodySchema),
    defaultValues: toValues(user),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const bio = useWatch({ control: form.control, name: 'bio' });
  const field = (name: Path<ProfileFormValues>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const cancel = () => {
    form.reset(toValues(user));
    setIsEditing(false);
  };

  const save = form.handleSubmit(async (body) => {
    try {
      const result = await updateProfile.mutateAsync(body);
      form.reset(toValues(result.user));
      setIsEditing(false);
      notifySuccess(result.message || tc('auth.profileUpdated'));
    } catch (error) {
      applyFieldErrors(error, FIELD_NAMES, form.setError);
      notifyError(
        t('form.updateFailed', {
          reason: errorMessage(error, t('form.updateFailedFallback')),
        }),
      );
    }
  });

  const readOnly = !isEditing;
  const variant = readOnly ? 'filled' : 'default';
  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={t('form.label')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('form.fullName')}
            readOnly={readOnly}
            variant={variant}
            required={isEditing}
            error={errors.name?.message}
            {...field('name')}
          />
          <TextInput
            label={t('form.email')}
            type="email"
            readOnly={readOnly}
            variant={variant}
            required={isEditing}
            error={errors.email?.message}
            {...field('email')}
          />
          <TextInput
            label={t('common:phoneNumber')}
            type="tel"
            readOnly={readOnly}
            variant={variant}
            error={errors.phoneNumber?.message}
            {...field('phoneNumber')}
          />
          <TextInput
            label={t('common:fields.role')}
            value={tc(`roles.${user.role}`)}
            readOnly
            variant="filled"
            description={t('form.roleHint')}
          />
          <TextInput
            label={t('common:fields.department')}
            readOnly={readOnly}
            variant={variant}
            error={errors.department?.message}
            {...field('department')}
          />
        </SimpleGrid>
        <Textarea
          label={t('common:fields.bio')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={BIO_MAX_LENGTH}
          readOnly={readOnly}
          variant={variant}
          description={t('common:charactersCount', { length: bio.length, max: BIO_MAX_LENGTH })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.bio?.message}
          {...field('bio')}
        />
        <Group justify="flex-end" mt="sm">
          {isEditing ? (
            <>
              <Button
                key="cancel"
                variant="default"
                onClick={cancel}
                disabled={updateProfile.isPending}
              >
                {t('common:cancel')}
              </Button>
              <Button key="save" type="submit" loading={updateProfile.isPending}>
                {t('common:saveChanges')}
              </Button>
            </>
          ) : (
            <Button
              key="edit"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setIsEditing(true)}
            >
              {t('form.edit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
