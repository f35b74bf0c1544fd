import { QueryClient, isServer } from "@tanstack/react-query";
import { ApiRequestError } from "@/lib/api/client";

// docs/product.md §7: unused data kept 60 s; no refetch on window focus or reconnect.
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiRequestError && error.status !== undefined && error.status < 500),
      },
    },
  });
}

let browserClient: QueryClient | undefined;

export function getQueryClient() {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
