import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False during the server render and hydration, true after: the stored theme is only known in the browser. */
export function useMounted(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
