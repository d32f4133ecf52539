/**
 * The origin `npm start` serves the app at, as the stations open it: printed at start and given
 * to PocketBase as its application URL (the links in its mails).
 */
export interface ServedAt {
  https: boolean;
  /** The interface listened on (HOST). */
  host: string;
  port: number;
  httpsPort: number;
  /** This machine's names, the one other stations use first (shopTls.ts machineNames). */
  names: readonly string[];
}

export function publicOrigin({ https, host, port, httpsPort, names }: ServedAt): string {
  const [first = 'localhost'] = names;
  if (https) return `https://${first}:${httpsPort}`;
  // Listening on every interface, the other stations reach the machine by its name.
  const name = host === '127.0.0.1' ? 'localhost' : host === '0.0.0.0' ? first : host;
  return `http://${name}:${port}`;
}
