import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { SkippedCategoryRow } from '../../domain/catalogue/categoryCsv';
import type { CategoryImportPlan } from './categoryImportPlan';
import { formatCount } from '../../domain/format';

export function SkippedRows({ rows }: { rows: readonly SkippedCategoryRow[] }) {
  if (rows.length === 0) return null;
  return (
    <List size="sm" aria-label="Skipped rows">
      {rows.map((row) => (
        <List.Item key={row.line}>
          Line {row.line}
          {row.name && ` (${row.name})`}: {row.reason}
        </List.Item>
      ))}
    </List>
  );
}

interface CategoryImportPreviewProps {
  fileName: string;
  plan: CategoryImportPlan;
  busy: boolean;
  onImport: () => void;
  onCancel: () => void;
}

/** What the file will do, with the categories it overwrites named; nothing is written before Import. */
export function CategoryImportPreview({ fileName, plan, busy, onImport, onCancel }: CategoryImportPreviewProps) {
  const writes = plan.create.length + plan.update.length;
  return (
    <Alert color={plan.update.length ? 'orange' : 'blue'} title={`Import ${fileName}?`}>
      <Stack gap="xs">
        <Text size="sm">
          {formatCount(plan.create.length)} to create, {formatCount(plan.update.length)} to update,{' '}
          {formatCount(plan.skipped.length)} skipped.
        </Text>
        {plan.update.length > 0 && (
          <Text size="sm">Overwrites the description, tag and cost price the file gives for: {plan.update.join(', ')}.</Text>
        )}
        <SkippedRows rows={plan.skipped} />
        <Group gap="xs">
          <Button size="xs" loading={busy} disabled={writes === 0} onClick={onImport}>
            Import {formatCount(writes)} {writes === 1 ? 'category' : 'categories'}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
