import { Badge, Card, Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { formatChange } from '../domain/orders/figureFormat';

interface FigureCardProps {
  label: string;
  value: string;
  /** The change against the previous period in percent; omitted on cards that compare nothing. */
  change?: { percent: number | null; previous: string };
}

/** One figure of an order screen, with its change against the previous period when there is one. */
export function FigureCard({ label, value, change }: FigureCardProps) {
  const up = change?.percent !== null && change?.percent !== undefined && change.percent > 0;
  const down = change?.percent !== null && change?.percent !== undefined && change.percent < 0;
  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid="figure">
        {value}
      </Text>
      {change && (
        <Group gap={6} wrap="nowrap">
          <Badge
            variant="light"
            color={up ? 'green' : down ? 'red' : 'gray'}
            leftSection={up ? <IconArrowUpRight size={12} /> : down ? <IconArrowDownRight size={12} /> : null}
          >
            {formatChange(change.percent)}
          </Badge>
          <Text size="xs" c="dimmed">
            was {change.previous}
          </Text>
        </Group>
      )}
    </Card>
  );
}
