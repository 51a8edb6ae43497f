import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One part of the outreach panel: a titled, described section. */
export function OutreachSection(props: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {props.title}
          </Title>
          <Text size="sm" c="dimmed">
            {props.description}
          </Text>
        </div>
        {props.children}
      </Stack>
    </Paper>
  );
}
