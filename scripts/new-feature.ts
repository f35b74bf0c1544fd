// `npm run new:feature -- <name> [--dry-run]` writes a working admin resource in the feature-room
// layout (docs/adding-a-feature.md, "The generator"): a Prisma model with a unique name and a
// description, its paged and searchable list, create, update and delete, the two admin routes, the
// dashboard list page, the route tests, and the permission, menu and route-inventory entries.
// `npm run new:feature -- --remove <name>` takes all of it out again, line for line.
//
// Every edit is prepared in memory first and written only when all of them could be, so a marker
// that moved in a shared file stops the generator before it has written anything.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { POSTGRES_SCHEMA, SQLITE_SCHEMA, postgresSchema } from "./db-schema";
import { writeApiRegistry } from "./api-registry";

const root = path.resolve(import.meta.dirname, "..");
const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
const at = (...parts: string[]) => path.join(root, ...parts);

export type Names = {
  /** The room, the URL segment and the permission resource: "gift-cards". */
  kebab: string;
  /** Plural camel case, the list envelope's key: "giftCards" ("demos" for demo). */
  camel: string;
  /** Plural Pascal case, for list functions and the screen: "GiftCards". */
  pascal: string;
  /** The Prisma model (singular): "GiftCard"; its client accessor "giftCard" is `one`. */
  model: string;
  one: string;
  /** SCREAMING_SNAKE of the model, for constants: "GIFT_CARD". */
  constant: string;
  /** snake_case, for the migration: "gift_cards". */
  snake: string;
  /** Words for people: "Gift cards", "gift card". */
  label: string;
  noun: string;
};

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function singular(word: string): string {
  if (word.endsWith("ies") && word.length > 3) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 1) return word.slice(0, -1);
  return word;
}

export function namesFor(kebab: string): Names {
  const words = kebab.split("-");
  const singularWords = [...words.slice(0, -1), singular(words[words.length - 1])];
  const cap = (w: string) => w[0].toUpperCase() + w.slice(1);
  const model = singularWords.map(cap).join("");
  // A name with no plural of its own ("demo") gets one, so the list's key and functions differ from the row's.
  const pascal = words.map(cap).join("") === model ? `${model}s` : words.map(cap).join("");
  return {
    kebab,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    pascal,
    model,
    one: model[0].toLowerCase() + model.slice(1),
    constant: singularWords.join("_").toUpperCase(),
    snake: words.join("_"),
    label: cap(words.join(" ")),
    noun: singularWords.join(" "),
  };
}

// ---------------------------------------------------------------------------------------------
// The feature's own files

function featureFiles(n: Names): Record<string, string> {
  const { kebab, camel, pascal, model, one, constant, label, noun } = n;
  const Noun = noun[0].toUpperCase() + noun.slice(1);
  return {
    [`features/${kebab}/schema.ts`]: `// ${label}: the input schemas (the form's resolver and the routes' \`body\`/\`query\`) and the
// response schemas (the routes' \`response\`, the OpenAPI document and the query hooks' types).
import { z } from "zod";
import { dataResponse, isoDate, listResponse } from "@/lib/api/response-schemas";
import { paginationSchema, sortFields } from "@/lib/validation/common";

export const ${constant}_SORTS = ["name", "createdAt"] as const;
export type ${model}Sort = (typeof ${constant}_SORTS)[number];

export const ${one}InputSchema = z.object({
  name: z.string("Name is required").trim().min(1, "Name is required").max(120, "Name must be at most 120 characters"),
  description: z.string("Description must be text").trim().max(2000, "Description must be at most 2000 characters").optional().default(""),
});
export type ${model}Input = z.output<typeof ${one}InputSchema>;

/** GET /api/admin/${kebab}: page, limit, search (name or description), sort and order. */
export const ${one}ListQuerySchema = paginationSchema.extend(sortFields(${constant}_SORTS, "createdAt"));
export type ${model}ListQuery = z.output<typeof ${one}ListQuerySchema>;

export const ${one}Schema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ${model}View = z.infer<typeof ${one}Schema>;

export const ${one}ListResponse = listResponse("${camel}", ${one}Schema);
export type ${model}ListResponse = z.infer<typeof ${one}ListResponse>;
export const ${one}DetailResponse = dataResponse({ ${one}: ${one}Schema });
export type ${model}DetailResponse = z.infer<typeof ${one}DetailResponse>;
`,

    [`features/${kebab}/server/crud.ts`]: `// ${label}: the paged list, read, create, update and delete. Names are unique; a second row with
// the same name is a DUPLICATE on the name field (two saves racing past the check meet the unique
// index, which the route wrapper answers the same way).
import "server-only";
import { prisma } from "@/lib/db";
import { containsText } from "@/lib/db/dialect";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DomainError, notFound } from "@/lib/errors/domain";
import { pagedRows, sortedBy } from "@/lib/search/pagination";
import type { ${model}Input, ${model}ListQuery, ${model}Sort, ${model}View } from "../schema";

type ${model}Row = Prisma.${model}GetPayload<object>;

const ORDER: Record<${model}Sort, { field: string; natural: "asc" | "desc" }> = {
  name: { field: "name", natural: "asc" },
  createdAt: { field: "createdAt", natural: "desc" },
};

export function to${model}View(row: ${model}Row): ${model}View {
  return { id: row.id, name: row.name, description: row.description, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function list${pascal}(query: ${model}ListQuery) {
  const where: Prisma.${model}WhereInput = query.search ? { OR: [{ name: containsText(query.search) }, { description: containsText(query.search) }] } : {};
  const { rows, total, capped } = await pagedRows({
    page: query.page,
    limit: query.limit,
    orderBy: sortedBy(query.sort, query.order, ORDER),
    count: () => prisma.${one}.count({ where }),
    find: (page) => prisma.${one}.findMany({ where, skip: page.skip, take: page.take, orderBy: page.orderBy as Prisma.${model}OrderByWithRelationInput[] }),
  });
  return { items: rows.map(to${model}View), total, capped };
}

export async function get${model}(id: string) {
  const row = await prisma.${one}.findUnique({ where: { id } });
  if (!row) throw notFound("${Noun} not found");
  return to${model}View(row);
}

const duplicate = () => new DomainError("DUPLICATE", "A ${noun} with this name already exists", { errors: { name: ["This name is already in use"] } });

async function assertNameFree(name: string, exceptId?: string) {
  const other = await prisma.${one}.findUnique({ where: { name }, select: { id: true } });
  if (other && other.id !== exceptId) throw duplicate();
}

export async function create${model}(input: ${model}Input) {
  await assertNameFree(input.name);
  return to${model}View(await prisma.${one}.create({ data: { name: input.name, description: input.description } }));
}

export async function update${model}(id: string, input: ${model}Input) {
  await get${model}(id);
  await assertNameFree(input.name, id);
  return to${model}View(await prisma.${one}.update({ where: { id }, data: { name: input.name, description: input.description } }));
}

export async function delete${model}(id: string) {
  await get${model}(id);
  await prisma.${one}.delete({ where: { id } });
}
`,

    [`features/${kebab}/client/queries.ts`]: `// ${label}: key factory, the paged list, and the create/update/delete mutations, which refresh
// every ${noun} query through the one invalidation helper.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import type { ${model}DetailResponse, ${model}Input, ${model}ListResponse, ${model}Sort } from "../schema";

export type ${model}ListFilters = { search: string; page: number; limit: number; sort: ${model}Sort; order: "asc" | "desc" };

export const ${one}Keys = {
  all: ["${kebab}"] as const,
  list: (filters: ${model}ListFilters) => ["${kebab}", "list", filters] as const,
};

export function ${one}ListOptions(filters: ${model}ListFilters) {
  return queryOptions({
    queryKey: ${one}Keys.list(filters),
    queryFn: ({ signal }) =>
      api<${model}ListResponse>("/admin/${kebab}", {
        signal,
        query: { search: filters.search.trim() || undefined, page: filters.page, limit: filters.limit, sort: filters.sort, order: filters.order },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The resource's one invalidation helper: every ${noun} mutation refreshes the whole tree. */
export function useInvalidate${pascal}() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ${one}Keys.all });
}

export function useSave${model}() {
  const invalidate = useInvalidate${pascal}();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ${model}Input }) =>
      id ? api<${model}DetailResponse>(\`/admin/${kebab}/\${encodeURIComponent(id)}\`, { method: "PUT", body }) : api<${model}DetailResponse>("/admin/${kebab}", { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useDelete${model}() {
  const invalidate = useInvalidate${pascal}();
  return useMutation({
    mutationFn: (id: string) => api(\`/admin/${kebab}/\${encodeURIComponent(id)}\`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
`,

    [`features/${kebab}/client/${kebab}-form-dialog.tsx`]: `"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { applyServerErrors, FormFooter, TextField } from "@/components/data-list";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ApiRequestError } from "@/lib/api/client";
import { useSave${model} } from "./queries";
import { ${one}InputSchema, type ${model}View } from "../schema";

const FIELDS = ["name", "description"] as const;

type Props = { ${one}: ${model}View | null; open: boolean; onOpenChange: (open: boolean) => void };

/** Create a ${noun} (\`${one}\` null) or edit one. */
export function ${model}FormDialog({ ${one}, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{${one} ? "Edit ${noun}" : "New ${noun}"}</DialogTitle>
          <DialogDescription>{${one} ? \`Change \${${one}.name}.\` : "The name must be unique."}</DialogDescription>
        </DialogHeader>
        {/* Keyed by id: the form starts from this row's values each time it opens. */}
        {open && <${model}Form key={${one}?.id ?? "new"} ${one}={${one}} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ${model}Form({ ${one}, onDone }: { ${one}: ${model}View | null; onDone: () => void }) {
  const save = useSave${model}();
  const form = useForm({ resolver: zodResolver(${one}InputSchema), defaultValues: { name: ${one}?.name ?? "", description: ${one}?.description ?? "" } });

  const onSubmit = form.handleSubmit((body) => {
    save.mutate(
      { id: ${one}?.id, body },
      {
        onSuccess: () => {
          toast.success(${one} ? "${Noun} saved" : "${Noun} created");
          onDone();
        },
        onError: (error) => {
          if (!applyServerErrors(error, form.setError, FIELDS)) toast.error(error instanceof ApiRequestError ? error.message : "Could not save the ${noun}. Please try again.");
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField form={form} name="name" id="${kebab}-name" label="Name" />
      <TextField form={form} name="description" id="${kebab}-description" label="Description" />
      <FormFooter onCancel={onDone} pending={save.isPending} label={${one} ? "Save changes" : "Create ${noun}"} />
    </form>
  );
}
`,

    [`features/${kebab}/client/${kebab}-admin.tsx`]: `"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { FolderOpen, Pencil, Plus, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ColumnHeads, ConfirmDialog, DataTable, HeaderRow, ListContent, ListPagination, SearchField, useListState, useResourcePermissions, type Column } from "@/components/data-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TableBody, TableCell, TableRow } from "@/components/ui/table";
import { ${one}ListOptions, useDelete${model} } from "./queries";
import { ${model}FormDialog } from "./${kebab}-form-dialog";
import { ${constant}_SORTS, type ${model}Sort, type ${model}View } from "../schema";

const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** The list's columns; the actions column shows only to those who may change a row. */
const COLUMNS: Column<${model}Sort>[] = [
  { label: "Name", sort: "name" },
  { label: "Description", priority: 3 },
  { label: "Created", sort: "createdAt", priority: 2 },
];

/** Every ${noun}: search, sort and pages live in the URL; create, edit and delete by permission. */
export function ${pascal}Admin() {
  const can = useResourcePermissions("${kebab}");
  const list = useListState({ sorts: ${constant}_SORTS, defaultSort: "createdAt", defaultOrder: "desc", firstOrder: { name: "asc" } });
  const query = useQuery(${one}ListOptions({ search: list.search, page: list.page, limit: list.pageSize, sort: list.sort, order: list.order }));
  const [editing, setEditing] = useState<${model}View | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<${model}View | null>(null);
  const remove = useDelete${model}();
  const rows = query.data?.data.${camel} ?? [];
  const empty = { icon: FolderOpen, title: "No ${label.toLowerCase()} found", hint: list.searchInput ? "Try another search" : "Create the first one" };
  const columns = can.update || can.delete ? [...COLUMNS, { label: "Actions", className: "text-right" }] : COLUMNS;

  function open(row: ${model}View | null) {
    setEditing(row);
    setFormOpen(true);
  }

  return (
    <Card className="gap-4 py-4">
      <CardContent className="space-y-4 px-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SearchField id="${kebab}-search" label="Search ${label.toLowerCase()}" placeholder="Name or description" {...list.searchField} className="min-w-48 flex-1 sm:max-w-xs" />
          {can.create && (
            <Button onClick={() => open(null)}>
              <Plus aria-hidden />
              New ${noun}
            </Button>
          )}
        </div>

        <ListContent query={query} noun="${label.toLowerCase()}" skeletonRows={5} count={rows.length} empty={empty}>
          <DataTable aria-label="${label}" aria-busy={query.isFetching || undefined}>
            <HeaderRow>
              <ColumnHeads columns={columns} {...list.sorting} />
            </HeaderRow>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} className="align-top">
                  <TableCell className="font-medium" data-cell="primary">
                    {row.name}
                  </TableCell>
                  <TableCell className="max-w-80 whitespace-normal text-muted-foreground" data-label="Description" data-priority="3">
                    {row.description}
                  </TableCell>
                  <TableCell data-label="Created" data-priority="2">
                    <time dateTime={row.createdAt}>{day.format(new Date(row.createdAt))}</time>
                  </TableCell>
                  {(can.update || can.delete) && (
                    <TableCell data-cell="actions">
                      <div className="flex justify-end gap-1">
                        {can.update && (
                          <Button variant="ghost" size="icon" onClick={() => open(row)} aria-label={\`Edit \${row.name}\`}>
                            <Pencil aria-hidden />
                          </Button>
                        )}
                        {can.delete && (
                          <Button variant="ghost" size="icon" onClick={() => setDeleting(row)} aria-label={\`Delete \${row.name}\`}>
                            <Trash2 aria-hidden />
                          </Button>
                        )}
                      </div>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </DataTable>
          <ListPagination label="${Noun} pages" nouns={["${noun}", "${label.toLowerCase()}"]} list={list} result={query.data} shown={rows.length} />
        </ListContent>
      </CardContent>
      <${model}FormDialog ${one}={editing} open={formOpen} onOpenChange={setFormOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={\`Delete \${deleting?.name}?\`}
        description="This cannot be undone."
        confirmLabel="Delete ${noun}"
        pendingLabel="Deleting..."
        destructive
        errorFallback="Could not delete the ${noun}. Please try again."
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success("${Noun} deleted");
        }}
      />
    </Card>
  );
}
`,

    [`features/${kebab}/api/admin/${kebab}.test.ts`]: `// ${label} over HTTP, on the test database: who may do what, the name's uniqueness, the input's
// messages, and the list's pages, search and sort.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/admin/${kebab}/route";
import { DELETE as remove, GET as getOne, PUT as update } from "@/app/api/admin/${kebab}/[id]/route";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";

type Row = { id: string; name: string; description: string };
type Json = { message?: string; code?: string; errors?: Record<string, string[]>; data: { ${one}: Row; ${camel}: Row[] }; results: number; page: number; totalPages: number };
const r = (fn: unknown) => fn as RouteFn;

let admin: Record<string, string>;
let staff: Record<string, string>;
let learner: Record<string, string>;
beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
  staff = await sessionHeaders(await createUser({ role: "staff" }));
  learner = await sessionHeaders(await createUser({ role: "user" }));
});

/** A name no other test of this file uses. */
let n = 0;
const unique = (stem: string) => \`\${stem} \${(n += 1)}\`;

async function make(body: Record<string, unknown>) {
  const res = await call<Json>(r(create), { method: "POST", headers: admin, body });
  expect(res.status, res.text).toBe(201);
  return res.body.data.${one};
}

describe("/api/admin/${kebab}", () => {
  it("admins create, read, update and delete; a name is used once", async () => {
    const row = await make({ name: "  First  ", description: "The first one" });
    expect(row).toMatchObject({ name: "First", description: "The first one" });
    const dup = await call<Json>(r(create), { method: "POST", headers: admin, body: { name: "First" } });
    expect(dup.status).toBe(409);
    expect(dup.body.errors?.name).toEqual(["This name is already in use"]);

    const read = await call<Json>(r(getOne), { headers: admin, params: { id: row.id } });
    expect(read.status).toBe(200);
    expect(read.body.data.${one}.name).toBe("First");

    const other = await make({ name: unique("Other") });
    expect((await call<Json>(r(update), { method: "PUT", headers: admin, params: { id: other.id }, body: { name: "First" } })).status).toBe(409);
    const put = await call<Json>(r(update), { method: "PUT", headers: admin, params: { id: row.id }, body: { name: "Renamed", description: "" } });
    expect(put.status).toBe(200);
    expect(put.body.data.${one}).toMatchObject({ id: row.id, name: "Renamed", description: "" });

    expect((await call(r(remove), { method: "DELETE", headers: admin, params: { id: row.id } })).status).toBe(200);
    expect((await call(r(getOne), { headers: admin, params: { id: row.id } })).status).toBe(404);
    expect((await call(r(remove), { method: "DELETE", headers: admin, params: { id: row.id } })).status).toBe(404);
    expect((await call(r(update), { method: "PUT", headers: admin, params: { id: row.id }, body: { name: "Back" } })).status).toBe(404);
  });

  it("staff read but change nothing; learners and strangers get nothing", async () => {
    const row = await make({ name: unique("Shared") });
    expect((await call(r(list), { headers: staff })).status).toBe(200);
    expect((await call(r(getOne), { headers: staff, params: { id: row.id } })).status).toBe(200);
    expect((await call(r(create), { method: "POST", headers: staff, body: { name: unique("Staff") } })).status).toBe(403);
    expect((await call(r(update), { method: "PUT", headers: staff, params: { id: row.id }, body: { name: "Staff edit" } })).status).toBe(403);
    expect((await call(r(remove), { method: "DELETE", headers: staff, params: { id: row.id } })).status).toBe(403);
    expect((await call(r(list), { headers: learner })).status).toBe(403);
    expect((await call(r(list), {})).status).toBe(401);
    expect((await call<Json>(r(getOne), { headers: admin, params: { id: row.id } })).body.data.${one}.name).toBe(row.name);
  });

  it("says what is wrong with the input, field by field", async () => {
    const bad: [Record<string, unknown>, string, string][] = [
      [{}, "name", "Name is required"],
      [{ name: "   " }, "name", "Name is required"],
      [{ name: "x".repeat(121) }, "name", "Name must be at most 120 characters"],
      [{ name: "Fine", description: "x".repeat(2001) }, "description", "Description must be at most 2000 characters"],
    ];
    for (const [body, field, message] of bad) {
      const res = await call<Json>(r(create), { method: "POST", headers: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field]).toEqual([message]);
    }
    expect((await call<Json>(r(list), { headers: admin, query: { sort: "nope" } })).status).toBe(422);
  });

  it("lists by pages, searches name and description, and sorts", async () => {
    const tag = \`zq\${Date.now().toString(36)}\`;
    for (const name of ["Charlie", "Alpha", "Bravo"]) await make({ name: \`\${name} \${tag}\` });
    await make({ name: unique("Described"), description: \`mentions \${tag}\` });
    const page = (p: number) => call<Json>(r(list), { headers: admin, query: { search: tag, limit: "3", page: String(p), sort: "name", order: "asc" } });
    const first = await page(1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ results: 4, page: 1, totalPages: 2 });
    expect(first.body.data.${camel}.map((row) => row.name)).toEqual([\`Alpha \${tag}\`, \`Bravo \${tag}\`, \`Charlie \${tag}\`]);
    const second = await page(2);
    expect(second.body.data.${camel}.map((row) => row.description)).toEqual([\`mentions \${tag}\`]);
    const newest = await call<Json>(r(list), { headers: admin, query: { search: tag } });
    expect(newest.body.data.${camel}[0].description).toBe(\`mentions \${tag}\`);
  });
});
`,

    [`features/${kebab}/index.ts`]: `// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { ${constant}_SORTS, ${one}DetailResponse, ${one}InputSchema, ${one}ListQuerySchema, ${one}ListResponse, ${one}Schema } from "./schema";
export type { ${model}Input, ${model}ListQuery, ${model}View } from "./schema";
`,
    [`features/${kebab}/server.ts`]: `// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { create${model}, delete${model}, get${model}, list${pascal}, update${model} } from "./server/crud";
`,
    [`features/${kebab}/client.ts`]: `// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { ${pascal}Admin } from "./client/${kebab}-admin";
`,
  };
}

// ---------------------------------------------------------------------------------------------
// The files outside the room: new ones, then lines inserted into shared ones

function appFiles(n: Names): Record<string, string> {
  const { kebab, camel, pascal, model, one, label, noun } = n;
  const Noun = noun[0].toUpperCase() + noun.slice(1);
  const feature = `@/features/${kebab}`;
  return {
    [`app/api/admin/${kebab}/route.ts`]: `import { created, handler, listEnvelope } from "@/lib/api/handler";
import { create${model}, list${pascal} } from "${feature}/server";
import { ${one}DetailResponse, ${one}InputSchema, ${one}ListQuerySchema, ${one}ListResponse } from "${feature}";

export const GET = handler(
  { summary: "List ${label.toLowerCase()}", response: ${one}ListResponse, access: { permission: ["${kebab}", "read"] }, query: ${one}ListQuerySchema },
  async ({ query }) => {
    const { items, total, capped } = await list${pascal}(query);
    return listEnvelope("${camel}", items, { total, totalCapped: capped, page: query.page, limit: query.limit });
  },
);

export const POST = handler(
  { summary: "Create a ${noun}", response: ${one}DetailResponse, errors: ["DUPLICATE"], access: { permission: ["${kebab}", "create"] }, body: ${one}InputSchema },
  async ({ body }) => created({ message: "${Noun} created", data: { ${one}: await create${model}(body) } }),
);
`,
    [`app/api/admin/${kebab}/[id]/route.ts`]: `import { handler } from "@/lib/api/handler";
import { messageResponse } from "@/lib/api/response-schemas";
import { idParamsSchema } from "@/lib/validation/common";
import { delete${model}, get${model}, update${model} } from "${feature}/server";
import { ${one}DetailResponse, ${one}InputSchema } from "${feature}";

export const GET = handler(
  { summary: "Read a ${noun}", response: ${one}DetailResponse, errors: ["NOT_FOUND"], access: { permission: ["${kebab}", "read"] }, params: idParamsSchema },
  async ({ params }) => ({ data: { ${one}: await get${model}(params.id) } }),
);

export const PUT = handler(
  { summary: "Update a ${noun}", response: ${one}DetailResponse, errors: ["NOT_FOUND", "DUPLICATE"], access: { permission: ["${kebab}", "update"] }, params: idParamsSchema, body: ${one}InputSchema },
  async ({ params, body }) => ({ message: "${Noun} saved", data: { ${one}: await update${model}(params.id, body) } }),
);

export const DELETE = handler(
  { summary: "Delete a ${noun}", response: messageResponse, errors: ["NOT_FOUND"], access: { permission: ["${kebab}", "delete"] }, params: idParamsSchema },
  async ({ params }) => {
    await delete${model}(params.id);
    return { message: "${Noun} deleted" };
  },
);
`,
    [`app/dashboard/${kebab}/page.tsx`]: `import { ${pascal}Admin } from "${feature}/client";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "${label}" };

export default async function ${pascal}Page() {
  await requirePermission("read", "${kebab}");
  return (
    <div className="space-y-6">
      <PageHeader title="${label}">Every ${noun}, searchable and sorted; the actions show to those who may use them.</PageHeader>
      <${pascal}Admin />
    </div>
  );
}
`,
  };
}

type Insertion = { file: string; anchor: RegExp; lines: string[]; where: "before" | "after" };

/** Lines added to shared files, each after or before the first match of its anchor. */
function insertions(n: Names): Insertion[] {
  const { kebab, label, model } = n;
  return [
    { file: "lib/permissions.ts", anchor: /(export const RESOURCES = \[[\s\S]*?)(\n\] as const;)/, where: "before", lines: [`  "${kebab}",`] },
    { file: "lib/permissions.ts", anchor: /(\n  admin: new Set\(\[[\s\S]*?)(\n  \]\),)/, where: "before", lines: [`    ...grant("${kebab}", CRUD),`] },
    { file: "lib/permissions.ts", anchor: /(\n  staff: new Set\(\[[\s\S]*?)(\n  \]\),)/, where: "before", lines: [`    ...grant("${kebab}", ["read"]),`] },
    { file: "lib/permissions.ts", anchor: /(export const DASHBOARD_NAV: readonly NavItem\[\] = \[[\s\S]*?)(\n\];)/, where: "before", lines: [`  { href: "/dashboard/${kebab}", label: "${label}", resource: "${kebab}" },`] },
    {
      file: "test/security/route-inventory.ts",
      anchor: /(const REQUIREMENTS = \{[\s\S]*?)(\n\} satisfies)/,
      where: "before",
      lines: [
        `  "GET /api/admin/${kebab}": "${kebab}.read",`,
        `  "POST /api/admin/${kebab}": "${kebab}.create",`,
        `  "GET /api/admin/${kebab}/[id]": "${kebab}.read",`,
        `  "PUT /api/admin/${kebab}/[id]": "${kebab}.update",`,
        `  "DELETE /api/admin/${kebab}/[id]": "${kebab}.delete",`,
      ],
    },
    {
      file: "test/security/responses.test.ts",
      anchor: /(const CHECKED_BY_ROUTE_TESTS: Record<string, string> = \{[\s\S]*?)(\n\};)/,
      where: "before",
      lines: [`  "/api/admin/${kebab}/[id]": "the seed has no ${model} row; features/${kebab}/api reads real ones, and their answers pass the response audit of test/setup-env.ts",`],
    },
  ];
}

const modelStart = (n: Names) => `// ${n.label} (features/${n.kebab}), made by npm run new:feature.`;

function modelBlock(n: Names): string {
  return `
${modelStart(n)}
model ${n.model} {
  id          String   @id @default(cuid())
  name        String   @unique
  description String   @default("")
  createdAt   DateTime @default(now())
  updatedAt   DateTime @updatedAt

  @@index([createdAt])
}
`;
}

// ---------------------------------------------------------------------------------------------
// Checks, then writing

function refusals(n: Names): string[] {
  const why: string[] = [];
  const taken = (p: string) => fs.existsSync(at(p));
  for (const p of [`features/${n.kebab}`, `app/api/admin/${n.kebab}`, `app/dashboard/${n.kebab}`]) if (taken(p)) why.push(`${p} already exists`);
  const permissions = fs.readFileSync(at("lib/permissions.ts"), "utf8");
  if (permissions.includes(`"${n.kebab}"`)) why.push(`lib/permissions.ts already names "${n.kebab}"`);
  const schema = fs.readFileSync(SQLITE_SCHEMA, "utf8");
  if (new RegExp(`^model ${n.model} \\{`, "m").test(schema)) why.push(`prisma/schema.prisma already has a model ${n.model}`);
  if (fs.readFileSync(at("test/security/route-inventory.ts"), "utf8").includes(`/api/admin/${n.kebab}"`)) why.push(`test/security/route-inventory.ts already lists /api/admin/${n.kebab}`);
  return why;
}

function applyInsertions(contents: Map<string, string>, list: Insertion[]) {
  for (const { file, anchor, lines, where } of list) {
    const text = contents.get(file) ?? fs.readFileSync(at(file), "utf8");
    const match = anchor.exec(text);
    if (!match) throw new Error(`${file}: could not find where to add ${JSON.stringify(lines[0])} (${anchor}); add it by hand or update scripts/new-feature.ts`);
    const cut = where === "before" ? match.index + match[1].length : match.index + match[0].length;
    contents.set(file, `${text.slice(0, cut)}\n${lines.join("\n")}${text.slice(cut)}`);
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`$ ${command} ${args.join(" ")}`);
  execFileSync(command, args, { cwd: root, stdio: "inherit", env });
}

const GENERATE = ["npx prisma generate --schema prisma/schema.prisma", "npx prisma generate --schema prisma/postgres/schema.prisma"];

function migrationFolders(n: Names): string[] {
  const suffix = `_add_${n.snake}`;
  return ["prisma/migrations", "prisma/postgres/migrations"].flatMap((dir) =>
    fs.existsSync(at(dir)) ? fs.readdirSync(at(dir)).filter((d) => d.endsWith(suffix)).map((d) => `${dir}/${d}`) : [],
  );
}

function create(n: Names, dryRun: boolean) {
  const refused = refusals(n);
  if (refused.length) {
    console.error(`Refused: ${refused.join("; ")}.`);
    process.exit(1);
  }
  const inside = featureFiles(n);
  const outsideNew = appFiles(n);
  const edits = new Map<string, string>();
  applyInsertions(edits, insertions(n));
  const sqlite = fs.readFileSync(SQLITE_SCHEMA, "utf8").replace(/\n*$/, "\n") + modelBlock(n);
  edits.set(rel(SQLITE_SCHEMA), sqlite);
  edits.set(rel(POSTGRES_SCHEMA), postgresSchema(sqlite));
  const canMigrate = Boolean(process.env.TEST_POSTGRES_URL);
  const migrations = [`prisma/migrations/<stamp>_add_${n.snake}/migration.sql`, `prisma/postgres/migrations/<stamp>_add_${n.snake}/migration.sql`];
  const outside = [...Object.keys(outsideNew).map((f) => `${f} (new)`), ...[...edits.keys()].map((f) => `${f} (edited)`), ...migrations.map((f) => `${f} (new${canMigrate ? "" : ", by the migration command below"})`)];

  console.log(`${dryRun ? "Would write" : "Writing"} features/${n.kebab}/ (${Object.keys(inside).length} files):`);
  for (const f of Object.keys(inside)) console.log(`  ${f}`);
  console.log(`and ${outside.length} files outside it:`);
  for (const f of outside) console.log(`  ${f}`);
  if (dryRun) return;

  for (const [file, text] of [...Object.entries(inside), ...Object.entries(outsideNew), ...edits]) {
    fs.mkdirSync(path.dirname(at(file)), { recursive: true });
    fs.writeFileSync(at(file), text);
  }
  writeApiRegistry();
  for (const command of GENERATE) run("npx", command.split(" ").slice(1));
  const migrate = `TEST_POSTGRES_URL=${process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:55433/postgres"} npm run db:migration -- add_${n.snake}`;
  if (canMigrate) run("npm", ["run", "db:migration", "--", `add_${n.snake}`]);

  const test = `features/${n.kebab}/api`;
  console.log(`
Done. Next:
${canMigrate ? "" : `  ${migrate}          # the migration for both databases (needs a PostgreSQL server)\n`}  npx vitest run ${test}
  TEST_POSTGRES_URL=postgresql://postgres@127.0.0.1:55433/postgres npm run test:pg -- ${test}
  npx tsc --noEmit
  npx eslint features/${n.kebab} app/api/admin/${n.kebab} app/dashboard/${n.kebab}
  npx depcruise --config .dependency-cruiser.cjs --output-type err app features lib components proxy.ts instrumentation.ts
Then make it yours: the model's fields (prisma/schema.prisma, then npm run db:migration again before the first commit), the
schemas, the screen's columns, the role grants in lib/permissions.ts (admins: everything, staff: read) and an icon for
/dashboard/${n.kebab} in components/layout/nav-icons.tsx. Undo all of it with: npm run new:feature -- --remove ${n.kebab}`);
}

/** Takes out what `create` wrote: the room, the new files, the inserted lines, the model and its migrations. */
function remove(n: Names, dryRun: boolean) {
  const dirs = [`features/${n.kebab}`, `app/api/admin/${n.kebab}`, `app/dashboard/${n.kebab}`, ...migrationFolders(n)].filter((p) => fs.existsSync(at(p)));
  const edits = new Map<string, string>();
  for (const { file, lines } of insertions(n)) {
    const text = edits.get(file) ?? fs.readFileSync(at(file), "utf8");
    edits.set(file, lines.reduce((t, line) => t.replace(`\n${line}`, ""), text));
  }
  const schema = fs.readFileSync(SQLITE_SCHEMA, "utf8");
  const start = schema.indexOf(`\n${modelStart(n)}\n`);
  if (start >= 0) {
    const end = schema.indexOf("\n}\n", start);
    const sqlite = schema.slice(0, start) + schema.slice(end + 3);
    edits.set(rel(SQLITE_SCHEMA), sqlite);
    edits.set(rel(POSTGRES_SCHEMA), postgresSchema(sqlite));
  }
  const changed = [...edits].filter(([file, text]) => fs.readFileSync(at(file), "utf8") !== text);
  console.log(`${dryRun ? "Would remove" : "Removing"}: ${dirs.join(", ") || "no folders"}; ${dryRun ? "would restore" : "restoring"}: ${changed.map(([f]) => f).join(", ") || "no shared files"}`);
  if (dryRun) return;
  for (const dir of dirs) fs.rmSync(at(dir), { recursive: true, force: true });
  for (const [file, text] of changed) fs.writeFileSync(at(file), text);
  writeApiRegistry();
  if (changed.some(([f]) => f.startsWith("prisma/"))) for (const command of GENERATE) run("npx", command.split(" ").slice(1));
}

function main() {
  const args = process.argv.slice(2);
  const dryRun = args.includes("--dry-run");
  const removing = args.includes("--remove");
  const [name] = args.filter((a) => !a.startsWith("--"));
  if (!name) {
    console.error("Usage: npm run new:feature -- <name in kebab-case> [--dry-run]\n       npm run new:feature -- --remove <name> [--dry-run]");
    process.exit(1);
  }
  if (!KEBAB.test(name)) {
    console.error(`Refused: "${name}" is not a kebab-case name (lower-case words joined by "-", e.g. gift-cards).`);
    process.exit(1);
  }
  const names = namesFor(name);
  if (removing) remove(names, dryRun);
  else create(names, dryRun);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
