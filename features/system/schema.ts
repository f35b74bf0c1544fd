// GET /api/health's answer: whether the server and its database are up (200 ok, or 503 degraded).
import { z } from "zod";
import { dataResponse } from "@/lib/api/response-schemas";

export const healthResponse = dataResponse({ status: z.string(), database: z.string() });
