import { handler } from "@/lib/api/handler";
import { listLockedAccounts } from "@/features/auth/server";
import { lockedAccountListResponse } from "@/features/auth";

// GET /api/admin/locked-accounts → { data: { accounts } }: who is locked out after failed sign-ins, and until when.
export const GET = handler(
  { summary: "Accounts locked after failed sign-ins", response: lockedAccountListResponse, access: { permission: ["audit", "read"] } },
  async () => ({ data: { accounts: await listLockedAccounts() } }),
);
