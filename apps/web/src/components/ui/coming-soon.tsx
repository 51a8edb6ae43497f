import { Alert } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { PageHeader } from './page-header';

/** A screen the spec names but this release does not build yet: it says so, and nothing more. */
export function ComingSoon({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Alert
        variant="light"
        color="blue"
        icon={<IconClockHour4 aria-hidden />}
        title="Coming later"
      >
        This screen arrives in a later release.
      </Alert>
    </>
  );
}
