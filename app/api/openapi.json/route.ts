import { handler } from "@/lib/api/handler";
import { z } from "zod";
import { getOpenApiDocument, OPENAPI_ROUTE_CONFIG, type openApiDocumentResponse } from "@/lib/api/openapi-document";

// The API document, built in memory from the routes' zod schemas (lib/api/openapi.ts). Admins
// browse it at /dashboard/api-docs.
export const GET = handler(OPENAPI_ROUTE_CONFIG, async () => getOpenApiDocument() satisfies z.infer<typeof openApiDocumentResponse>);
