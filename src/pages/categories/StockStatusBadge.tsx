import { Badge } from '@mantine/core';
import type { StockStatus } from '../../domain/inventory/stockStatus';
import { STATUS_COLOR, STATUS_LABEL } from './stockFormatting';

export function StockStatusBadge({ status }: { status: StockStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none" miw="max-content" data-status={status}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
