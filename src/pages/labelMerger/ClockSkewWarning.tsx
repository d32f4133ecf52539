import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { clockSkewWarning, type ClockOffset } from '../../domain/serverClock';

/** Before a merge: a station whose clock is off says so, since the orders go on the server's day. */
export function ClockSkewWarning({ offset, today }: { offset: ClockOffset | null; today: string }) {
  const warning = clockSkewWarning(offset, today);
  if (!warning) return null;
  return (
    <Alert color="orange" title="This computer's clock is off" icon={<IconClockExclamation size={18} />} role="alert">
      {warning}
    </Alert>
  );
}
