import {
  SchoolSettingsBodySchema,
  type SchoolSettings,
  type SchoolSettingsBody,
} from '@rollcall/contract/settings';
import { useEffect, useMemo } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formResolver } from '@/lib/form-resolver';
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
  const { t } = useTranslation('settings');
  const update = useUpdateSettings();
  // formResolver writes the contract's messages in the screens' language.
  const resolver = useMemo(
    () =>
      formResolver<Values>()(
        z.preprocess(
          (values) => ({ ...settings, ...(values as object) }),
          SchoolSettingsBodySchema,
        ) as z.ZodType<SchoolSettingsBody, Values>,
      ),
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
      if (own.length === 0) notifyError(errorMessage(error, t('form.saveFailed')));
    }
  });

  return { form, submit, isSaving: update.isPending };
}
