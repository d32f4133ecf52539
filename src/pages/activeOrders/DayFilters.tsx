import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { CALENDAR_LABELS } from '../../components/calendarLabels';
import { calendarValueFormatter } from '../../components/calendarValue';
import { platformChoices } from '../../components/platformLabel';
import { addDays } from '../../domain/orders/dayKeys';
import type { Platform } from '../../domain/records';
import type { DayFilter } from './activeOrdersView';

export interface BatchOption {
  value: string;
  label: string;
}

interface DayFiltersProps {
  date: string;
  today: string;
  filter: DayFilter;
  batches: readonly BatchOption[];
  onDate: (date: string) => void;
  onFilter: (filter: DayFilter) => void;
}

const PLATFORM_OPTIONS = platformChoices({ value: '', label: 'All' });

/** The day (today unless another is picked), the platform and the batch (one merge) shown. */
export function DayFilters({ date, today, filter, batches, onDate, onFilter }: DayFiltersProps) {
  return (
    <Group align="end" gap="md">
      <DatePickerInput
        label="Day"
        value={date}
        onChange={(value) => onDate(value ?? today)}
        valueFormatter={calendarValueFormatter}
        ariaLabels={CALENDAR_LABELS}
        leftSection={<IconCalendar size={16} aria-hidden />}
        presets={[
          { value: today, label: 'Today' },
          { value: addDays(today, -1), label: 'Yesterday' },
          { value: addDays(today, -7), label: 'A week ago' },
        ]}
        w={200}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="active-orders-platform">
          Platform
        </Text>
        <SegmentedControl
          aria-labelledby="active-orders-platform"
          value={filter.platform}
          onChange={(value) => onFilter({ ...filter, platform: value as Platform | '' })}
          data={PLATFORM_OPTIONS}
        />
      </Stack>
      <Select
        label="Batch"
        value={filter.batchId}
        onChange={(value) => onFilter({ ...filter, batchId: value ?? '' })}
        data={[{ value: '', label: 'All batches' }, ...batches]}
        allowDeselect={false}
        disabled={batches.length === 0}
        w={240}
      />
    </Group>
  );
}
