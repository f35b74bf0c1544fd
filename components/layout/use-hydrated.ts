"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server-rendered HTML and during hydration, true once React runs the page. Controls
 * whose behaviour lives in React render disabled until then, so a click that lands before the
 * scripts have loaded meets a visibly disabled control instead of a button that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
