import { Card, Group, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** The section's accessible name, when it is not the title. */
  label?: string;
  /** Controls or figures shown at the right of the title. */
  actions?: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A titled panel of a screen: a bordered card that is a named region. */
export function SectionCard({ title, label = title, actions, gap = 'sm', children }: SectionCardProps) {
  const heading = (
    <Title order={3} size="h4">
      {title}
    </Title>
  );
  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Stack gap={gap}>
        {actions === undefined ? (
          heading
        ) : (
          <Group justify="space-between">
            {heading}
            {actions}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}
