import { Alert } from '@mantine/core';

/** A failed write's message, shown by the form that tried it; nothing while there is none. */
export function ActionError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  );
}
