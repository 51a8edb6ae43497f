import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { AUTH_MESSAGES } from '@rollcall/contract/auth';
import { BIO_MAX_LENGTH, ProfileBodySchema } from '@rollcall/contract/profile';
import { ROLE_LABELS } from '@rollcall/contract/roles';
import type { User } from '@rollcall/contract/users';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
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
      notifySuccess(result.message || AUTH_MESSAGES.profileUpdated);
    } catch (error) {
      applyFieldErrors(error, FIELD_NAMES, form.setError);
      notifyError(`Failed to update profile: ${errorMessage(error, 'Profile update failed')}`);
    }
  });

  const readOnly = !isEditing;
  const variant = readOnly ? 'filled' : 'default';
  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Profile details">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Full Name"
            readOnly={readOnly}
            variant={variant}
            required={isEditing}
            error={errors.name?.message}
            {...field('name')}
          />
          <TextInput
            label="Email Address"
            type="email"
            readOnly={readOnly}
            variant={variant}
            required={isEditing}
            error={errors.email?.message}
            {...field('email')}
          />
          <TextInput
            label="Phone Number"
            type="tel"
            readOnly={readOnly}
            variant={variant}
            error={errors.phoneNumber?.message}
            {...field('phoneNumber')}
          />
          <TextInput
            label="Role"
            value={ROLE_LABELS[user.role]}
            readOnly
            variant="filled"
            description="Only an administrator can change roles"
          />
          <TextInput
            label="Department"
            readOnly={readOnly}
            variant={variant}
            error={errors.department?.message}
            {...field('department')}
          />
        </SimpleGrid>
        <Textarea
          label="Bio"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={BIO_MAX_LENGTH}
          readOnly={readOnly}
          variant={variant}
          description={`${bio.length}/${BIO_MAX_LENGTH} characters`}
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
                Cancel
              </Button>
              <Button key="save" type="submit" loading={updateProfile.isPending}>
                Save Changes
              </Button>
            </>
          ) : (
            <Button
              key="edit"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setIsEditing(true)}
            >
              Edit Profile
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
