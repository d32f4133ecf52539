import { Alert } from '@mantine/core';
import { insecureContextAdvice } from '../stores/healthChecks';
import { secureContextReading } from '../stores/secureContext';

/** Said where a station starts its day (sign-in, dashboard), so plain http never fails silently. */
export function InsecureContextAlert() {
  const reading = secureContextReading();
  if (reading.secure) return null;
  return (
    <Alert color="orange" role="alert" title="Offline work needs the https address" data-testid="insecure-context">
      {insecureContextAdvice(reading)}
    </Alert>
  );
}
