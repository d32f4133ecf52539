/**
 * Lets the thread's queued messages in (a cancel, a reader thread's answer) between the steps of
 * a long piece of work that would otherwise hold the thread until it ends.
 */
export const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
