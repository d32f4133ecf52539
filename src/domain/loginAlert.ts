export type AlertKind = 'success' | 'error';

/** docs/SPEC.md §2: the login alert is success-styled when its text contains 'sent'. */
export function loginAlertKind(message: string): AlertKind {
  return message.includes('sent') ? 'success' : 'error';
}
