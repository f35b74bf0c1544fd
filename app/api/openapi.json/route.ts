import { handler } from "@/lib/api/handler";
import document from "@/lib/api/openapi.json";

// The API document, generated from the routes' zod schemas (lib/api/openapi.ts). Admins browse it
// at /dashboard/api-docs.
export const GET = handler({ access: { permission: ["settings", "read"] } }, async () => document);
