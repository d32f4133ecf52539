/** The command's bundle under build/cli/, built first when a source file is newer; its path. */
export function ensureCliBundle(command: string): Promise<string>;
