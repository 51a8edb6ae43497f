import { Stack } from '@mantine/core';
import { AuditLogPanel } from '@/features/audit-log/components/audit-log-panel';
import type { SettingsCategoryProps } from '@/features/settings/hooks/use-settings-category-form';
import { SecuritySettings } from '@/features/settings/components/security-settings';

/** Security & Privacy: its settings form, then the audit log (a feature of its own). */
export function SecurityCategory(props: SettingsCategoryProps) {
  return (
    <Stack gap="lg">
      <SecuritySettings {...props} />
      <AuditLogPanel />
    </Stack>
  );
}
