import { Box, Center, Paper, type MantineShadow } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen outside the layout (held account, maintenance): one card centred on the page grey. */
export function ScreenCard(props: { maw: number; shadow: MantineShadow; children: ReactNode }) {
  return (
    <Box mih="100vh" p="md" bg="gray.0">
      <Center mih="calc(100vh - 2 * var(--mantine-spacing-md))">
        <Paper
          component="main"
          withBorder
          shadow={props.shadow}
          radius="lg"
          p="xl"
          w="100%"
          maw={props.maw}
        >
          {props.children}
        </Paper>
      </Center>
    </Box>
  );
}
