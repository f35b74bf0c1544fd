"use client";

// Loads a module on demand (a dialog, a menu) so its code is not part of the page's first load:
// it is fetched on hover, focus or when it is first needed, and shared by every island that asks.
import { useCallback, useState } from "react";

export function lazyModule<T>(loader: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= loader().catch((error: unknown) => {
      promise = undefined; // let a later attempt retry after a failed network fetch
      throw error;
    });
    return promise;
  };
}

/** [the loaded module or null, load()] — load() resolves to the module and re-renders with it. */
export function useLazyModule<T>(load: () => Promise<T>): [T | null, () => Promise<T>] {
  const [mod, setMod] = useState<T | null>(null);
  const ensure = useCallback(
    () =>
      load().then((loaded) => {
        setMod(() => loaded);
        return loaded;
      }),
    [load],
  );
  return [mod, ensure];
}
