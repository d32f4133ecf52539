import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isAdmin } from '../domain/roles';
import { useAuth } from '../stores/useAuth';

/** A page only an admin sees (routes.ts, adminOnly); anyone else is told so, not shown it. */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const admin = useAuth((state) => isAdmin(state.user));
  if (admin) return children;
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <Text>Only an admin can open this page.</Text>
    </Stack>
  );
}
