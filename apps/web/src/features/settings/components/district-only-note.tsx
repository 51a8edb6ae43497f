import { Alert } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';

/**
 * Where a school's administrator meets the district's own settings (issue 41): what they are and
 * who changes them, in place of the controls the server would refuse them.
 */
export function DistrictOnlyNote({ children }: { children: string }) {
  return (
    // A note that stays, not news: Mantine's alert role would announce it on every opening.
    <Alert variant="light" color="blue" icon={<IconBuildingCommunity aria-hidden />} role="note">
      {children}
    </Alert>
  );
}
