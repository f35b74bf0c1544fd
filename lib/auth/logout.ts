// Logout (docs/product.md §4): call the server, and whatever it answers, drop cached data and go to "/".
import { api } from "@/lib/api/client";
import { getQueryClient } from "@/lib/query/query-client";

export async function logout(goHome: () => void): Promise<void> {
  try {
    await api("/auth/logout", { method: "POST", timeoutMs: 5_000 });
  } catch (error) {
    console.warn("[auth] logout request failed; clearing the session locally anyway", error);
  }
  getQueryClient().clear();
  goHome();
}
