import { NextResponse } from "next/server";
import { handler } from "@/lib/api/handler";
import { refreshCatalogFigures } from "@/lib/api/revalidate";
import { activeEnrollment, enrollSelf, toEnrollmentView } from "@/features/learn/server";
import { z } from "zod";
import { idParamsSchema } from "@/lib/validation/common";
import { enrollmentResponseSchema, myEnrollmentResponseSchema } from "@/features/learn";

/** The caller's enrollment in the course, or null. */
export const GET = handler({ access: { permission: ["courses", "read"] }, params: idParamsSchema, response: myEnrollmentResponseSchema }, async ({ caller, params }) => {
  const row = await activeEnrollment(caller.user.id, params.id);
  return { data: { enrollment: row ? await toEnrollmentView({ ...row, courseId: params.id }) : null } } satisfies z.infer<typeof myEnrollmentResponseSchema>;
});

/** One-click enrollment in a free published course: 201, or 200 with the same enrollment when already in. */
export const POST = handler({ errors: ["NOT_FOUND", "PAYMENT_REQUIRED"], access: { permission: ["courses", "read"] }, params: idParamsSchema, response: enrollmentResponseSchema }, async ({ caller, params }) => {
  const { enrollment, created } = await enrollSelf(caller.user, params.id);
  // The catalogue shows each course's number of students.
  if (created) refreshCatalogFigures();
  return NextResponse.json({ data: { enrollment: await toEnrollmentView(enrollment) } } satisfies z.infer<typeof enrollmentResponseSchema>, { status: created ? 201 : 200 });
});
