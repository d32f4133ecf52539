/** Why one input file cannot be merged, naming the file (the reasons behind 'Failed to read file'). */

/** A file that needs a password to open (a user password, or a certificate): it is refused. */
export function passwordProtectedMessage(fileName: string): string {
  return `${fileName} is password-protected`;
}

export function noPagesMessage(fileName: string): string {
  return `${fileName} has no pages`;
}

/** Encrypted by a scheme neither a password nor its absence can open here (an unknown revision). */
export function unsupportedEncryptionMessage(fileName: string): string {
  return `${fileName} is encrypted in a way that cannot be read`;
}
