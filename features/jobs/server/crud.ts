// Jobs: the paged list, read, create, update and delete. Names are unique; a second row with
// the same name is a DUPLICATE on the name field (two saves racing past the check meet the unique
// index, which the route wrapper answers the same way).
import "server-only";
import { prisma } from "@/lib/db";
import { containsText } from "@/lib/db/dialect";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DomainError, notFound } from "@/lib/errors/domain";
import { pagedRows, sortedBy } from "@/lib/search/pagination";
import type { JobInput, JobListQuery, JobSort, JobView } from "../schema";

type JobRow = Prisma.JobGetPayload<object>;

const ORDER: Record<JobSort, { field: string; natural: "asc" | "desc" }> = {
  name: { field: "name", natural: "asc" },
  createdAt: { field: "createdAt", natural: "desc" },
};

export function toJobView(row: JobRow): JobView {
  return { id: row.id, name: row.name, description: row.description, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listJobs(query: JobListQuery) {
  const where: Prisma.JobWhereInput = query.search ? { OR: [{ name: containsText(query.search) }, { description: containsText(query.search) }] } : {};
  const { rows, total, capped } = await pagedRows({
    page: query.page,
    limit: query.limit,
    orderBy: sortedBy(query.sort, query.order, ORDER),
    count: () => prisma.job.count({ where }),
    find: (page) => prisma.job.findMany({ where, skip: page.skip, take: page.take, orderBy: page.orderBy as Prisma.JobOrderByWithRelationInput[] }),
  });
  return { items: rows.map(toJobView), total, capped };
}

export async function getJob(id: string) {
  const row = await prisma.job.findUnique({ where: { id } });
  if (!row) throw notFound("Job not found");
  return toJobView(row);
}

const duplicate = () => new DomainError("DUPLICATE", "A job with this name already exists", { errors: { name: ["This name is already in use"] } });

async function assertNameFree(name: string, exceptId?: string) {
  const other = await prisma.job.findUnique({ where: { name }, select: { id: true } });
  if (other && other.id !== exceptId) throw duplicate();
}

export async function createJob(input: JobInput) {
  await assertNameFree(input.name);
  return toJobView(await prisma.job.create({ data: { name: input.name, description: input.description } }));
}

export async function updateJob(id: string, input: JobInput) {
  await getJob(id);
  await assertNameFree(input.name, id);
  return toJobView(await prisma.job.update({ where: { id }, data: { name: input.name, description: input.description } }));
}

export async function deleteJob(id: string) {
  await getJob(id);
  await prisma.job.delete({ where: { id } });
}
