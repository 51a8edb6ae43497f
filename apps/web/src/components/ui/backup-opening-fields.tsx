import { Fieldset, Stack, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { PasswordInputWithToggle } from './password-input-with-toggle';

type Labels = { legend: string; hint: string; recoveryKey: string; passphrase: string };

type BackupOpeningFieldsProps = {
  labels: Labels;
  recoveryKey: string;
  passphrase: string;
  onRecoveryKeyChange: (value: string) => void;
  onPassphraseChange: (value: string) => void;
  errors: { recoveryKey?: string; passphrase?: string };
};

/**
 * What opens a backup made by another installation (issue 40): its recovery key, typed from paper
 * in a monospace font, or its passphrase. Either is enough; both are optional.
 */
export function BackupOpeningFields(props: BackupOpeningFieldsProps) {
  const { labels, errors } = props;
  return (
    <Fieldset
      legend={labels.legend}
      variant="unstyled"
      p={0}
      styles={{ legend: { fontWeight: 600 } }}
    >
      <Stack gap="xs">
        <TextInput
          label={labels.recoveryKey}
          description={labels.hint}
          placeholder="XXXX-XXXX-XXXX-…"
          leftSection={<IconKey size={16} aria-hidden />}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={props.recoveryKey}
          onChange={(event) => props.onRecoveryKeyChange(event.currentTarget.value)}
          error={errors.recoveryKey}
        />
        <PasswordInputWithToggle
          label={labels.passphrase}
          autoComplete="off"
          leftSection={<IconKey size={16} aria-hidden />}
          value={props.passphrase}
          onChange={(event) => props.onPassphraseChange(event.currentTarget.value)}
          error={errors.passphrase}
        />
      </Stack>
    </Fieldset>
  );
}
