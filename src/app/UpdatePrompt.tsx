import { Button, Group, Notification } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { keepOfflineApp, type OfflineApp } from './offlineApp';

/** Prompt-to-update: a new version waits until the user chooses to reload (docs/ARCHITECTURE.md, Offline shell). */
export function UpdatePrompt() {
  const [needRefresh, setNeedRefresh] = useState(false);
  const offlineApp = useRef<OfflineApp>(null);

  useEffect(() => {
    // A dev server has no service worker to register.
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const app = keepOfflineApp(() => setNeedRefresh(true));
    offlineApp.current = app;
    return () => app.stop();
  }, []);

  if (!needRefresh) return null;
  return (
    <Notification
      title="A new version is available"
      onClose={() => setNeedRefresh(false)}
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 1000, maxWidth: 360 }}
    >
      <Group mt="xs">
        <Button size="xs" onClick={() => void offlineApp.current?.update()}>
          Reload
        </Button>
        <Button size="xs" variant="default" onClick={() => setNeedRefresh(false)}>
          Later
        </Button>
      </Group>
    </Notification>
  );
}
