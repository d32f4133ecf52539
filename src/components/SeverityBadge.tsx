import { Badge } from '@mantine/core';
import type { LowStockSeverity } from '../domain/inventory/stockStatus';

const SEVERITY_LABEL: Record<LowStockSeverity, string> = { 'out-of-stock': 'Out of stock', critical: 'Critical', low: 'Low' };
const SEVERITY_COLOR: Record<LowStockSeverity, string> = { 'out-of-stock': 'red', critical: 'orange', low: 'yellow' };

/** A low-stock entry's severity: out of stock red, critical orange, low yellow. */
export function SeverityBadge({ severity }: { severity: LowStockSeverity }) {
  return (
    <Badge color={SEVERITY_COLOR[severity]} variant="filled" tt="none" miw="max-content" data-severity={severity}>
      {SEVERITY_LABEL[severity]}
    </Badge>
  );
}
