import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { reportError } from './errorReporting';

/** An error boundary whose crashes go to local monitoring under the id the crash screen shows. */
export function ReportingErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary onError={(error, errorId) => reportError(error, 'high', ['render'], errorId)}>{children}</ErrorBoundary>;
}
