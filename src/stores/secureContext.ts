import { serverUrl } from '../sync/pocketbaseClient';

/**
 * Whether this page has what offline work needs: browsers keep the service worker and persistent
 * storage to https pages and localhost (docs/OPERATIONS.md, The shop's network).
 */
export interface SecureContextReading {
  secure: boolean;
  /** Where this station should open the app, when the build knows an https server; else null. */
  httpsAddress: string | null;
}

export function secureContextReading(): SecureContextReading {
  const server = serverUrl();
  const httpsAddress = server.startsWith('https://') ? `${server.replace(/\/+$/, '')}${import.meta.env.BASE_URL}` : null;
  return { secure: window.isSecureContext, httpsAddress };
}
