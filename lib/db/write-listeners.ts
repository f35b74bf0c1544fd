// Who hears about the writes made through the app's Prisma client (lib/db/index.ts). The client
// knows none of them: a cache or an index that must react to a write registers here, explicitly,
// where it is first used (the figure cache on its first figure, the search merge on its first
// search), so lib/db depends on nothing built on top of it.
//
// Kept on globalThis, like the client, because Next may bundle this module more than once: the
// client made by one bundle must still reach a listener registered by another.

/** One write through the app's client, after it ran: the model, the operation, its `data` and what it returned. */
export type WriteEvent = { model: string | undefined; operation: string; data: unknown; result: unknown };
export type WriteListener = (write: WriteEvent) => void;

const listeners: Map<string, WriteListener> = ((globalThis as { masterlyWriteListeners?: Map<string, WriteListener> }).masterlyWriteListeners ??= new Map());

/**
 * Calls `listener` after every later write through the app's client. One listener per name: a
 * second registration (each bundle's copy of a module, a hot reload) replaces the first. Returns
 * what stops it (tests).
 */
export function onWrite(name: string, listener: WriteListener): () => void {
  listeners.set(name, listener);
  return () => {
    if (listeners.get(name) === listener) listeners.delete(name);
  };
}

/** The names registered so far (tests). */
export function writeListenerNames(): string[] {
  return [...listeners.keys()];
}

/** Called by lib/db/index.ts after each write through the app's client. */
export function notifyWrite(write: WriteEvent): void {
  for (const listener of listeners.values()) listener(write);
}
