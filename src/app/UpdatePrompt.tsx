import { Button, Group, Notification } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Prompt-to-update: a new version waits until the user chooses to reload (ARCHITECTURE.md, Offline shell). */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!needRefresh) return null;
  return (
    <Notification
      title="A new version is available"
      onClose={() => setNeedRefresh(false)}
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 1000, maxWidth: 360 }}
    >
      <Group mt="xs">
        <Button size="xs" onClick={() => updateServiceWorker(true)}>
          Reload
        </Button>
        <Button size="xs" variant="default" onClick={() => setNeedRefresh(false)}>
          Later
        </Button>
      </Group>
    </Notification>
  );
}
