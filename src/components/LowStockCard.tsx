import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from './SectionCard';

interface LowStockCardProps {
  /** The low-stock entries; undefined while they load or when they could not be read. */
  entries: readonly unknown[] | undefined;
  /** Why the entries could not be read, if they could not. */
  error?: string | null;
  /** How the entries are listed, shown when there is at least one. */
  children: ReactNode;
  /** Said when there is no entry; a station without categories says so rather than that all are above it. */
  emptyText?: string;
}

/** The 'Low stock' card of the dashboard widget and of the Categories & Inventory screen. */
export function LowStockCard({
  entries,
  error = null,
  children,
  emptyText = 'Every category is above its low-stock threshold.',
}: LowStockCardProps) {
  return (
    <SectionCard title="Low stock" gap="xs">
      {error !== null && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {entries === undefined && error === null && (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      )}
      {entries?.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {entries !== undefined && entries.length > 0 && children}
    </SectionCard>
  );
}
