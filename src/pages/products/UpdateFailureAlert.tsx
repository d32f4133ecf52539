import { Alert } from '@mantine/core';
import type { ProductUpdateFailure } from './useProductUpdate';

export function UpdateFailureAlert({ failure, onClose }: { failure: ProductUpdateFailure | null; onClose: () => void }) {
  if (!failure) return null;
  return (
    <Alert color="red" title={failure.title} role="alert" withCloseButton onClose={onClose}>
      {failure.message}
    </Alert>
  );
}
