import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { platformChoices } from '../../components/platformLabel';
import { useLiveRead } from '../../components/useLiveRead';
import { localDatabase } from '../../db/localDatabase';
import { formatCalendarDay } from '../../domain/format';
import { PAYMENT_PLATFORMS } from '../../domain/marketplaces';
import { monthFiguresCsv, totalsCsv } from '../../domain/transactions/transactionCsv';
import { transactionFigures, type TransactionFilter } from '../../domain/transactions/transactionFigures';
import { costCatalogue, transactionLines } from '../../stores/transactionData';
import { transactionImportStore } from '../../stores/transactionImportSession';
import { ImportTransactionsDialog } from './ImportTransactionsDialog';
import { MonthlyChart } from './MonthlyChart';
import { CsvButton } from '../../components/CsvButton';
import { TransactionTables } from './TransactionTables';
import { TransactionTiles } from './TransactionTiles';

const PLATFORM_CHOICES = platformChoices({ value: 'all', label: 'All' }, PAYMENT_PLATFORMS);

/** Transaction Analytics: the marketplaces' payment reports, imported once, and what each SKU really earned. */
export function TransactionsPage() {
  const [filter, setFilter] = useState<TransactionFilter>({ from: '', to: '', platform: 'all' });
  const [importing, setImporting] = useState(false);
  const lines = useLiveRead(() => transactionLines(localDatabase()), []);
  const catalogue = useLiveRead(() => costCatalogue(localDatabase()), []);
  const ready = lines.status === 'ready' && catalogue.status === 'ready';
  const figures = useMemo(
    () =>
      lines.status === 'ready' && catalogue.status === 'ready'
        ? transactionFigures(lines.value.lines, filter, catalogue.value)
        : null,
    [lines, catalogue, filter],
  );
  const span = lines.status === 'ready' ? lines.value.span : null;
  const failed = [lines, catalogue].find((read) => read.status === 'failed');

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Transaction Analytics</Title>
        <Button leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
          Import transactions
        </Button>
      </Group>
      <Text size="sm" aria-live="polite">
        {span
          ? `Imported data: ${formatCalendarDay(span.from)} to ${formatCalendarDay(span.to)}`
          : ready
            ? 'No transactions imported yet.'
            : ''}
      </Text>
      <Group align="flex-end">
        <TextInput
          type="date"
          label="From"
          value={filter.from}
          onChange={(event) => setFilter({ ...filter, from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="To"
          value={filter.to}
          onChange={(event) => setFilter({ ...filter, to: event.currentTarget.value })}
        />
        <SegmentedControl
          aria-label="Marketplace"
          value={filter.platform}
          onChange={(value) => setFilter({ ...filter, platform: value as TransactionFilter['platform'] })}
          data={PLATFORM_CHOICES}
        />
      </Group>
      {failed?.status === 'failed' && (
        <Alert color="red" role="alert" title="Could not read the transactions">
          {failed.message}
        </Alert>
      )}
      {!figures ? (
        !failed && <Loader aria-label="Loading transactions" />
      ) : (
        <>
          <Group justify="flex-end">
            <CsvButton what="totals" fileName="transactions-totals.csv" csv={() => totalsCsv(figures.totals)} />
          </Group>
          <TransactionTiles totals={figures.totals} />
          <Group justify="space-between">
            <Title order={3}>By month</Title>
            <CsvButton what="months" fileName="transactions-by-month.csv" csv={() => monthFiguresCsv(figures.byMonth)} />
          </Group>
          <MonthlyChart months={figures.byMonth} />
          <TransactionTables bySku={figures.bySku} byCategory={figures.byCategory} />
        </>
      )}
      <ImportTransactionsDialog opened={importing} onClose={() => setImporting(false)} store={transactionImportStore} />
    </Stack>
  );
}
