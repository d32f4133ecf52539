import { Button, Stack, Text } from '@mantine/core';
import { IconFileStack } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatCalendarDay } from '../../domain/format';

/** A day without recorded orders: say so, and offer the merge that records them (for today). */
export function EmptyDay({ date, today }: { date: string; today: string }) {
  return (
    <Stack align="center" gap="sm" py="xl">
      <Text fw={600}>No orders recorded on this day</Text>
      <Text c="dimmed" size="sm" ta="center">
        {date === today ? 'Today' : formatCalendarDay(date)}: merging the day&apos;s labels records their orders here.
      </Text>
      <Button component={Link} to="/home/" leftSection={<IconFileStack size={16} aria-hidden />}>
        Merge today&apos;s labels
      </Button>
    </Stack>
  );
}
