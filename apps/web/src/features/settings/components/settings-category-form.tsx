import { Alert, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Loading } from '@/components/ui/loading';
import type { SchoolSettings } from '@rollcall/contract/settings';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { useSettings } from '../api/get-settings';
import classes from './district-locked.module.css';
import { useCurrentUser } from '@/lib/auth';
import { useActingSchool } from '@/lib/schools';
import { DistrictOnlyNote } from './district-only-note';

/** What useSettingsCategoryForm gives a category, as the panel needs it. */
type CategoryFormState = {
  form: { formState: { isDirty: boolean }; reset: () => void };
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  isSaving: boolean;
};

type SettingsCategoryFormProps = {
  title: string;
  description: string;
  category: CategoryFormState;
  /**
   * The fields are the district's and this administrator a school's (issue 41): they show, read
   * only, under this note, and nothing saves.
   */
  districtNote?: string | undefined;
  /**
   * The fields are the district's, the same at every school: a district administrator of several
   * schools is told so above them.
   */
  isDistrictWide?: boolean;
  children: ReactNode;
};

/** A category's panel: its heading, its fields and the Save Changes / Discard buttons. */
export function SettingsCategoryForm({ category, ...props }: SettingsCategoryFormProps) {
  const { t } = useTranslation(['settings', 'common']);
  const isDirty = category.form.formState.isDirty;
  const { isDistrictAdmin } = useCurrentUser();
  const { offered } = useActingSchool();
  const showsEverySchool = props.isDistrictWide && isDistrictAdmin && offered.length > 1;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form onSubmit={(event) => void category.submit(event)} noValidate aria-label={props.title}>
        <Stack gap="md">
          <div>
            <Title order={3} size="h4">
              {props.title}
            </Title>
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          </div>
          {props.districtNote ? (
            <>
              <DistrictOnlyNote>{props.districtNote}</DistrictOnlyNote>
              <Fieldset disabled variant="unstyled" p={0} m={0} className={classes.locked}>
                <Stack gap="md">{props.children}</Stack>
              </Fieldset>
            </>
          ) : (
            <>
              {showsEverySchool ? (
                <DistrictOnlyNote>{t('district.everySchoolNote')}</DistrictOnlyNote>
              ) : null}
              {props.children}
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  onClick={() => category.form.reset()}
                  disabled={!isDirty || category.isSaving}
                >
                  {t('form.discard')}
                </Button>
                <Button type="submit" loading={category.isSaving}>
                  {t('common:saveChanges')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** Renders its children with the loaded settings, or the loading and error states. */
export function WithSettings({ children }: { children: (settings: SchoolSettings) => ReactNode }) {
  const { t } = useTranslation(['settings', 'common']);
  const { data, error, isPending } = useSettings();
  if (isPending) return <Loading label={t('form.loading')} />;
  if (error) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle aria-hidden />}
        title={t('form.error')}
        role="alert"
      >
        {errorMessage(error, t('form.loadFailed'))}
      </Alert>
    );
  }
  return children(data);
}
