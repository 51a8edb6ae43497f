import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MutationDialogForm } from '@/hooks/use-mutation-dialog-form';
import { PasswordInputWithToggle } from './password-input-with-toggle';

type DangerousActionDialogProps = {
  opened: boolean;
  /** The dialog's title, and its form's name. */
  title: string;
  /** The red warning's title. */
  warning: ReactNode;
  /** Said before the list of what is erased. */
  erasedIntro?: string;
  /** What the action erases for good, an item a line. */
  erased: readonly string[];
  /** After the list: what is kept. */
  children: ReactNode;
  /** Fields asked before the password (the school's name, for a reset). */
  fields?: ReactNode;
  password: UseFormRegisterReturn<'password'>;
  passwordError: string | undefined;
  /** The password takes the focus on opening: no field comes before it. */
  isPasswordAutoFocused?: boolean;
  submitLabel: string;
  dialog: MutationDialogForm;
};

/**
 * An action that erases for good: what it erases in a red warning, the server's refusal, the
 * admin's own password, then Cancel beside the red submit.
 */
export function DangerousActionDialog(props: DangerousActionDialogProps) {
  const { t } = useTranslation('common');
  const { title, dialog } = props;
  return (
    <Modal opened={props.opened} onClose={dialog.close} title={title} centered>
      <form onSubmit={(event) => void dialog.submit(event)} noValidate aria-label={title}>
        <Stack gap="sm">
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={props.warning}>
            {props.erasedIntro ? <Text size="sm">{props.erasedIntro}</Text> : null}
            <List size="sm" spacing={2} mt={props.erasedIntro ? 4 : undefined}>
              {props.erased.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
            {props.children}
          </Alert>
          {dialog.refusal ? (
            <Alert color="red" role="alert">
              {dialog.refusal}
            </Alert>
          ) : null}
          {props.fields}
          <PasswordInputWithToggle
            label={t('yourPassword')}
            autoComplete="current-password"
            error={props.passwordError}
            required
            data-autofocus={props.isPasswordAutoFocused || undefined}
            {...props.password}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={dialog.close} disabled={dialog.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={dialog.isPending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
