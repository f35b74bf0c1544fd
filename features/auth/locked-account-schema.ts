// Locked accounts (the read-only example of docs/adding-a-feature.md): the accounts a run of failed sign-ins has locked,
// until when, for the admin who is asked "I cannot sign in". Response schemas here; types inferred.
import { z } from "zod";

export const lockedAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  failedLoginCount: z.number().int(),
  lockedUntil: z.string(),
});

export type LockedAccount = z.infer<typeof lockedAccountSchema>;

/** GET /api/admin/locked-accounts → { data: { accounts } }, soonest unlock first. */
export const lockedAccountListResponse = z.object({ data: z.object({ accounts: z.array(lockedAccountSchema) }) });

export type LockedAccountListResponse = z.infer<typeof lockedAccountListResponse>;
