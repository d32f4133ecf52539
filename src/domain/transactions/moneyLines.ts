import type { PaymentPlatform } from '../marketplaces';
import type { TransactionData } from './transactionRecord';

/** Marketplace fees, by what they are for, whatever each report calls them. */
export const FEE_KINDS = ['commission', 'fixed', 'collection', 'fulfilment', 'shipping', 'other'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/**
 * One transaction's money in the screen's terms. Signs as the reports give them: sales and net
 * received positive, fees, refunds and taxes withheld negative.
 */
export interface MoneyLine {
  platform: PaymentPlatform;
  date: string;
  sku: string;
  units: number;
  sales: number;
  refunds: number;
  fees: Record<FeeKind, number>;
  taxesWithheld: number;
  net: number;
  /** Amazon released vs deferred, Flipkart settled vs pending: the amounts, not the rows. */
  settled: number;
  pending: number;
}

const num = (data: TransactionData, field: string) => Number(data[field] ?? 0) || 0;
const sum = (data: TransactionData, fields: readonly string[]) => fields.reduce((total, field) => total + num(data, field), 0);

const noFees = (): Record<FeeKind, number> => ({ commission: 0, fixed: 0, collection: 0, fulfilment: 0, shipping: 0, other: 0 });

const AMAZON_SALES = ['productSales', 'shippingCredits', 'giftWrapCredits', 'promotionalRebates'];
const AMAZON_TAXES = ['tcsCgst', 'tcsSgst', 'tcsIgst', 'tds'];

/**
 * An Amazon row: sales columns are sales on an Order and refunds on a Refund; selling fees are
 * commission, FBA fees fulfilment, a Shipping Services row's charges shipping, other charges
 * (advertising, service fees) other. A Transfer is money moved to the bank: no figure counts it.
 */
function amazonLine(data: TransactionData): MoneyLine | null {
  if (data.kind === 'transfer') return null;
  const fees = noFees();
  const otherCharges = num(data, 'otherTransactionFees') + num(data, 'other');
  fees.commission = num(data, 'sellingFees');
  fees.fulfilment = num(data, 'fbaFees');
  if (data.kind === 'shipping-services') fees.shipping = otherCharges;
  else fees.other = otherCharges;
  const sales = sum(data, AMAZON_SALES);
  const refund = data.kind === 'refund';
  const net = num(data, 'total');
  const deferred = data.status.toLowerCase() === 'deferred';
  return {
    platform: 'amazon',
    date: data.date,
    sku: data.sku,
    units: data.kind === 'order' ? data.units : refund ? -data.units : 0,
    sales: refund ? 0 : sales,
    refunds: refund ? sales : 0,
    fees,
    taxesWithheld: sum(data, AMAZON_TAXES),
    net,
    settled: deferred ? 0 : net,
    pending: deferred ? net : 0,
  };
}

/** A Flipkart P&L order line: Accounted Net Sales (returns already out), Net Units, the expense breakup. */
function flipkartPnlLine(data: TransactionData): MoneyLine {
  const fees = noFees();
  fees.commission = num(data, 'commissionFee');
  fees.fixed = num(data, 'fixedFee');
  fees.collection = num(data, 'collectionFee');
  fees.fulfilment = num(data, 'pickPackFee');
  fees.shipping = num(data, 'forwardShippingFee') + num(data, 'reverseShippingFee');
  const taxesWithheld = num(data, 'tcs') + num(data, 'tds');
  // Whatever of Total Expenses the breakup does not name (taxes on fees, charges of other columns).
  fees.other = num(data, 'totalExpenses') - FEE_KINDS.reduce((total, kind) => total + fees[kind], 0) - taxesWithheld;
  return {
    platform: 'flipkart',
    date: data.date,
    sku: data.sku,
    units: data.units,
    sales: num(data, 'netSales'),
    refunds: 0,
    fees,
    taxesWithheld,
    net: num(data, 'bankSettlement'),
    settled: num(data, 'amountSettled'),
    pending: num(data, 'amountPending'),
  };
}

/** A Flipkart Settlement payment: the sale, its fees (GST on them as other), TCS/TDS, the bank value, all settled. */
function flipkartSettlementLine(data: TransactionData): MoneyLine {
  const fees = noFees();
  fees.commission = num(data, 'commissionFee');
  fees.fixed = num(data, 'fixedFee');
  fees.collection = num(data, 'collectionFee');
  fees.shipping = num(data, 'shippingFee') + num(data, 'reverseShippingFee');
  fees.other = num(data, 'feeTaxes');
  const net = num(data, 'bankSettlement');
  return {
    platform: 'flipkart',
    date: data.date,
    sku: data.sku,
    units: 0,
    sales: num(data, 'saleAmount'),
    refunds: 0,
    fees,
    taxesWithheld: num(data, 'tcs') + num(data, 'tds'),
    net,
    settled: net,
    pending: 0,
  };
}

/**
 * The money lines of stored transactions. Flipkart's P&L and Settlement reports describe the same
 * order items: a Settlement row counts only for an order item no P&L row covers, so importing
 * both does not count a sale twice.
 */
export function moneyLinesOf(transactions: readonly TransactionData[]): MoneyLine[] {
  const inPnl = new Set(transactions.filter((data) => data.source === 'flipkart-pnl').map((data) => data.orderItemId));
  const lines: MoneyLine[] = [];
  for (const data of transactions) {
    if (data.source === 'amazon-date-range') {
      const line = amazonLine(data);
      if (line) lines.push(line);
    } else if (data.source === 'flipkart-pnl') lines.push(flipkartPnlLine(data));
    else if (!inPnl.has(data.orderItemId)) lines.push(flipkartSettlementLine(data));
  }
  return lines;
}
