import { useCallback, useEffect, useState } from 'react';
import { checkServerHealth, type ServerHealth } from '../sync/serverHealth';

export type ServerCheck = ServerHealth | 'checking';

/**
 * The server's health as the Health screen shows it: asked on mount, again whenever the network
 * comes or goes (`online` changes), and on `recheck`. A check that ends after unmount is dropped.
 */
export function useServerHealth(online: boolean): { server: ServerCheck; recheck: () => Promise<void> } {
  const [server, setServer] = useState<ServerCheck>('checking');

  const recheck = useCallback(async () => {
    setServer('checking');
    setServer(await checkServerHealth());
  }, []);

  useEffect(() => {
    let active = true;
    void checkServerHealth().then((result) => active && setServer(result));
    return () => {
      active = false;
    };
  }, [online]);

  return { server, recheck };
}
