import { zodResolver } from '@hookform/resolvers/zod';
import {
  SchoolSettingsBodySchema,
  type SchoolSettings,
  type SchoolSettingsBody,
} from '@rollcall/contract/settings';
import { useEffect, useMemo } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useUpdateSettings } from '../api/update-settings';

export type SettingsCategoryProps = {
  /** Tells the screen whether this category holds unsaved changes. */
  onDirtyChange: (isDirty: boolean) => void;
};

/**
 * One category's form over part of the settings. It is checked and saved as the whole settings
 * body (the category's values laid over the saved ones), so every rule of the contract, including
 * those between fields, gives its message on the field it names, and PUT /settings gets what it
 * expects. Other categories' unsaved edits stay theirs.
 */
export function useSettingsCategoryForm<Values extends FieldValues>(
  settings: SchoolSettings,
  toValues: (settings: SchoolSettings) => Values,
  onDirtyChange: (isDirty: boolean) => void,
) {
  const update = useUpdateSettings();
  const resolver = useMemo(
    () =>
      zodResolver(
        z.preprocess(
          (values) => ({ ...settings, ...(values as object) }),
          SchoolSettingsBodySchema,
        ) as z.ZodType<SchoolSettingsBody, FieldValues>,
      ) as unknown as Resolver<Values, unknown, SchoolSettingsBody>,
    [settings],
  );
  const form = useForm<Values, unknown, SchoolSettingsBody>({
    resolver,
    defaultValues: toValues(settings) as never,
    reValidateMode: 'onSubmit',
  });
  const { isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // Settings saved elsewhere (another category, another admin) show here unless being edited.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toValues(settings));
    // toValues is a module-level mapper; only new settings matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings]);

  const ownFields = Object.keys(toValues(settings));
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      form.reset(toValues(saved.settings));
      notifySuccess(saved.message);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      const own = fields.filter(([name]) => ownFields.includes(name.split('.')[0] ?? ''));
      own.forEach(([name, message], index) =>
        form.setError(
          name as Path<Values>,
          { type: 'server', message },
          { shouldFocus: index === 0 },
        ),
      );
      if (own.length === 0) notifyError(errorMessage(error, 'The settings could not be saved.'));
    }
  });

  return { form, submit, isSaving: update.isPending };
}
