// docs/product.md §7: GET /admin/students (page, limit, search; plus status and course filters) with the stat
// cards beside the list envelope, and POST /admin/students (admin only, docs/product.md §6).
import { created, handler, listEnvelope } from "@/lib/api/handler";
import { createStudent, listStudents, studentStats } from "@/features/students/server";
import { studentCreatedResponse, studentCreateSchema, studentListQuerySchema, studentListResponse } from "@/features/students";

export const GET = handler({ response: studentListResponse, access: { permission: ["students", "read"] }, query: studentListQuerySchema }, async ({ query }) => {
  const [{ items, total, capped }, stats] = await Promise.all([listStudents(query), studentStats()]);
  return listEnvelope("students", items, { total, totalCapped: capped, page: query.page, limit: query.limit }, { stats });
});

export const POST = handler({ response: studentCreatedResponse, errors: ["EMAIL_TAKEN"], access: { permission: ["students", "create"] }, body: studentCreateSchema }, async ({ body, caller }) => {
  const { student, welcomeEmailSent } = await createStudent(body, caller.user);
  return created({ message: `${student.name} was added`, data: { student }, welcomeEmailSent });
});
