import { Button, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';

interface ImportDialogFooterProps {
  /** The import is written: only Close is left. */
  done: boolean;
  /** The write is running: Cancel waits and Confirm shows it working. */
  writing: boolean;
  confirmDisabled: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * The buttons of an import dialog (listings, payment reports): Cancel and Confirm import until the
 * import is written, then Close. Stuck to the dialog's lower edge, so a long preview scrolls under
 * them and never takes them off screen; the focus moves to Close once Confirm is gone.
 */
export function ImportDialogFooter({ done, writing, confirmDisabled, onClose, onConfirm }: ImportDialogFooterProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) closeButton.current?.focus();
  }, [done]);

  return (
    <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 1 }}>
      {done ? (
        <Button ref={closeButton} onClick={onClose}>
          Close
        </Button>
      ) : (
        <>
          <Button variant="default" onClick={onClose} disabled={writing}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={confirmDisabled} loading={writing}>
            Confirm import
          </Button>
        </>
      )}
    </Group>
  );
}
