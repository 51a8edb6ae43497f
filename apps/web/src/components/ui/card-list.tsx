import { Paper, Stack, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list shown as cards on a phone: a plain <ul> of bordered <li> cards. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** One card of a CardList; `bg` marks a selected one. */
export function CardListItem({ children, bg }: { children: ReactNode; bg?: MantineColor }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg={bg}>
      {children}
    </Paper>
  );
}
