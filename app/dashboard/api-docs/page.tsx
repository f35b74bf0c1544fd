import { redirect } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { getOpenApiDocument } from "@/lib/api/openapi-document";
import { getCurrentUser } from "@/lib/auth/current-user";
import { can } from "@/lib/permissions";

export const metadata = { title: "API documentation" };

type Operation = { summary?: string; description?: string; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>; parameters?: { name: string; in: string; required?: boolean }[]; requestBody?: { content: Record<string, { schema?: unknown }> } };

const METHOD_VARIANT: Record<string, "default" | "secondary" | "destructive" | "outline" | "success" | "warning"> = {
  get: "secondary",
  post: "success",
  put: "warning",
  patch: "warning",
  delete: "destructive",
};

function successBody(op: Operation): unknown {
  const success = Object.entries(op.responses ?? {}).find(([status]) => /^2/.test(status))?.[1];
  return success?.content?.["application/json"]?.schema;
}

// The generated OpenAPI 3.1 document, readable in the browser; the raw JSON is at /api/openapi.json.
export default async function ApiDocsPage() {
  const user = await getCurrentUser();
  if (!user || !can(user.role, "read", "settings")) redirect("/dashboard");
  const document = getOpenApiDocument();
  const paths = document.paths as Record<string, Record<string, Operation>>;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">API documentation</h1>
        <p className="text-sm text-muted-foreground">
          {document.info.description} Download the OpenAPI 3.1 document from{" "}
          <a href="/api/openapi.json" className="font-medium text-primary hover:underline">
            /api/openapi.json
          </a>
          .
        </p>
      </div>
      <ul className="space-y-3">
        {Object.entries(paths).map(([path, operations]) =>
          Object.entries(operations).map(([method, op]) => (
            <li key={`${method} ${path}`}>
              <Card className="py-4">
                <CardContent className="space-y-2">
                  <details>
                    <summary className="flex cursor-pointer flex-wrap items-center gap-2">
                      <Badge variant={METHOD_VARIANT[method] ?? "outline"} className="w-16 justify-center uppercase">
                        {method}
                      </Badge>
                      <code className="text-sm font-semibold break-all">{path}</code>
                      <span className="text-sm">{op.summary}</span>
                      <span className="text-sm text-muted-foreground">{op.description}</span>
                    </summary>
                    <div className="mt-3 space-y-2 text-sm">
                      {op.parameters?.length ? (
                        <p>
                          <span className="font-medium">Parameters: </span>
                          {op.parameters.map((p) => `${p.name} (${p.in}${p.required ? ", required" : ""})`).join(", ")}
                        </p>
                      ) : null}
                      {op.requestBody ? (
                        <div>
                          <p className="font-medium">Request body (JSON Schema)</p>
                          <pre className="max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs" tabIndex={0}>
                            {JSON.stringify(op.requestBody.content["application/json"]?.schema ?? {}, null, 2)}
                          </pre>
                        </div>
                      ) : null}
                      {successBody(op) ? (
                        <div>
                          <p className="font-medium">Response body (JSON Schema)</p>
                          <pre className="max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs" tabIndex={0}>
                            {JSON.stringify(successBody(op), null, 2)}
                          </pre>
                        </div>
                      ) : null}
                      <p>
                        <span className="font-medium">Errors: </span>
                        {Object.keys(op.responses ?? {}).filter((status) => /^[45]/.test(status)).join(", ") || "none"}
                      </p>
                    </div>
                  </details>
                </CardContent>
              </Card>
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
