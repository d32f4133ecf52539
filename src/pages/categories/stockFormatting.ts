import type { StockStatus } from '../../domain/inventory/stockStatus';
import { formatCount, formatDateTime, formatRupees } from '../../domain/format';

export const STATUS_LABEL: Record<StockStatus, string> = {
  'in-stock': 'In stock',
  'low-stock': 'Low stock',
  'out-of-stock': 'Out of stock',
};

export const STATUS_COLOR: Record<StockStatus, string> = { 'in-stock': 'green', 'low-stock': 'yellow', 'out-of-stock': 'red' };

/** A category's cost price, or a dash when it has none (products then resolve to their own or 0). */
export const formatCost = (value: number | null) => (value === null ? '—' : formatRupees(value));

export const formatWhen = (iso: string) => formatDateTime(iso);

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatCount(Math.abs(value))}`;

/**
 * A movement's change to a category: the amount asked for and, when the clamp at 0 made the
 * change smaller (docs/SPEC.md §5), what was actually applied.
 */
export const changeText = (requested: number, applied: number) =>
  requested === applied ? signed(requested) : `requested ${signed(requested)}, applied ${signed(applied)}`;
