import { Stack } from '@mantine/core';
import { LettersCard } from './letters-card';
import { NudgesCard } from './nudges-card';

/**
 * Guardian outreach, self-contained (issue 26): nudges now with a dry-run preview, and letters
 * for a class with progress and download. Mounted at /interventions/outreach; the interventions
 * screen may show it too.
 */
export function OutreachPanel() {
  return (
    <Stack gap="lg">
      <NudgesCard />
      <LettersCard />
    </Stack>
  );
}
