/**
 * What the start command prints for the shop's network: the address each station opens and how to
 * trust the shop's CA once on it (docs/OPERATIONS.md says the same, under The shop's network).
 */
export interface TrustStepsInput {
  appUrl: string;
  caUrl: string;
  sha256: string;
  sha1: string;
  otherNames: string[];
}

export function trustSteps({ appUrl, caUrl, sha256, sha1, otherNames }: TrustStepsInput): string[] {
  return [
    'The other stations of the shop:',
    `  1. Download the shop's certificate (once per station): ${caUrl}`,
    `     Its fingerprint is SHA-256 ${sha256}`,
    `     (SHA-1, what Windows shows as the thumbprint: ${sha1}).`,
    '  2. Trust it, once per station:',
    '     Windows:  open the file, Install Certificate..., Local Machine, "Place all certificates in the following',
    '               store", Browse, Trusted Root Certification Authorities, OK, Next, Finish; restart Chrome or Edge.',
    '     macOS:    open the file (Keychain Access adds it), double-click "Shop server CA", Trust,',
    '               "When using this certificate: Always Trust"; close the window and give your password.',
    '     Android:  Settings, Security & privacy, More security settings, Encryption & credentials,',
    '               Install a certificate, CA certificate, Install anyway, pick shop-ca.crt (needs a screen lock).',
    '     Linux Chromium: sudo apt-get install libnss3-tools, then as the user who runs Chromium:',
    '               certutil -d sql:$HOME/.pki/nssdb -A -t "C,," -n "Shop server CA" -i shop-ca.crt; restart Chromium.',
    '               (Or Settings, Privacy and security, Security, Manage certificates, Installed by you,',
    '               Trusted certificates, Import.)',
    `  3. Open ${appUrl}, sign in, and install the app (the install icon in the address bar).`,
    ...(otherNames.length > 0 ? [`     The same works with the server's other names: ${otherNames.join(', ')}.`] : []),
  ];
}
