import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCount, formatMargin, formatRupees } from '../../domain/orders/figureFormat';
import { FEE_KINDS, type FeeKind } from '../../domain/transactions/moneyLines';
import type { TransactionTotals } from '../../domain/transactions/transactionFigures';

const FEE_NAMES: Record<FeeKind, string> = {
  commission: 'commission',
  fixed: 'fixed',
  collection: 'collection',
  fulfilment: 'fulfilment',
  shipping: 'shipping',
  other: 'other',
};

function Tile({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
      {detail && <Text size="xs">{detail}</Text>}
    </Paper>
  );
}

/** The tiles of docs/SPEC.md §14: sales, refunds, fees by kind, shipping, taxes withheld, net, units, cost, profit, margin. */
export function TransactionTiles({ totals }: { totals: TransactionTotals }) {
  const feeDetail = FEE_KINDS.filter((kind) => totals.fees[kind] !== 0)
    .map((kind) => `${FEE_NAMES[kind]} ${formatRupees(totals.fees[kind])}`)
    .join(', ');
  const { product, category, default: fallback } = totals.costSources;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Tile label="Gross Sales" value={formatRupees(totals.grossSales)} />
      <Tile label="Refunds and returns" value={formatRupees(totals.refunds)} />
      <Tile label="Marketplace fees" value={formatRupees(totals.feesTotal)} detail={feeDetail || undefined} />
      <Tile label="Shipping" value={formatRupees(totals.fees.shipping)} />
      <Tile label="Taxes withheld (TCS/TDS)" value={formatRupees(totals.taxesWithheld)} />
      <Tile label="Net Received" value={formatRupees(totals.netReceived)} />
      <Tile label="Units sold" value={formatCount(totals.units)} />
      <Tile
        label="Cost of goods"
        value={formatRupees(totals.costOfGoods)}
        detail={`Cost from product ${formatCount(product)}, category ${formatCount(category)}, default ${formatCount(fallback)} SKUs`}
      />
      <Tile label="Net Profit" value={formatRupees(totals.netProfit)} />
      <Tile label="Margin" value={formatMargin(totals.margin)} />
      <Tile
        label="Amazon released / deferred"
        value={`${formatRupees(totals.settlement.amazon.settled)} / ${formatRupees(totals.settlement.amazon.pending)}`}
      />
      <Tile
        label="Flipkart settled / pending"
        value={`${formatRupees(totals.settlement.flipkart.settled)} / ${formatRupees(totals.settlement.flipkart.pending)}`}
      />
    </SimpleGrid>
  );
}
