import { Stack, Text, Title } from '@mantine/core';

interface NotAvailableYetProps {
  title: string;
}

/** A screen whose capability is not built yet: its title and one honest line, nothing fake. */
export function NotAvailableYet({ title }: NotAvailableYetProps) {
  return (
    <Stack gap="xs">
      <Title order={2}>{title}</Title>
      <Text c="dimmed">This screen is not available yet.</Text>
    </Stack>
  );
}
