// Every API route and method, with the permission it requires (docs/product.md §6). The matrix test fails
// when a route file exports a method that is missing here, so a new route cannot skip the check.
//   "public"       anyone, signed in or not
//   "signedIn"     any signed-in account
//   "resource.action"  the permission (see lib/permissions.ts)
//   "next-auth"    where next-auth's own endpoints would be: all closed, 404 (features/auth/api/auth/[...nextauth].test.ts)
import type { Permission } from "@/lib/permissions";

export type Requirement = "public" | "signedIn" | "next-auth" | Permission;
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One line a route and method: "METHOD /path" and the requirement. */
const REQUIREMENTS = {
  "GET /api/health": "public",
  "GET /api/openapi.json": "settings.read",
  "GET /api/auth/[...nextauth]": "next-auth",
  "POST /api/auth/[...nextauth]": "next-auth",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "GET /api/auth/me": "signedIn",
  "POST /api/auth/register": "public",
  "POST /api/auth/refresh-token": "public",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/reset-password": "public",
  "POST /api/auth/set-password": "public",
  "POST /api/auth/verify-email": "public",
  "POST /api/auth/email-change/confirm": "public",
  "POST /api/auth/email-change/cancel": "public",
  "POST /api/auth/resend-verification": "public",
  "GET /api/invitations": "public",
  "POST /api/invitations/accept": "public",
  "GET /api/uploads/avatars/[file]": "public",
  "GET /api/uploads/courses/[file]": "public",
  "GET /api/uploads/questions/[file]": "questions.read",

  "GET /api/admin/dashboard/stats": "overview.read",
  "GET /api/admin/analytics": "analytics.read",
  "GET /api/admin/analytics/export": "analytics.read",
  "GET /api/admin/audit": "audit.read",
  "GET /api/admin/audit/export": "audit.read",
  "GET /api/admin/locked-accounts": "audit.read",
  "GET /api/admin/settings": "settings.read",
  "GET /api/admin/settings/[group]": "settings.read",
  "PUT /api/admin/settings/[group]": "settings.update",

  "GET /api/admin/staff": "staff.read",
  "POST /api/admin/staff": "staff.create",
  "GET /api/admin/staff/[id]": "staff.read",
  "PUT /api/admin/staff/[id]": "staff.update",
  "DELETE /api/admin/staff/[id]": "staff.delete",
  "POST /api/admin/staff/[id]/reset-password": "staff.update",
  "POST /api/admin/staff/bulk-delete": "staff.delete",
  "POST /api/admin/staff/invite": "staff.create",
  "GET /api/admin/staff/invitations": "staff.read",
  "POST /api/admin/staff/invitations/[id]/resend": "staff.create",
  "POST /api/admin/staff/invitations/[id]/revoke": "staff.delete",

  "GET /api/admin/students": "students.read",
  "POST /api/admin/students": "students.create",
  "GET /api/admin/students/[id]": "students.read",
  "PUT /api/admin/students/[id]": "students.update",
  "DELETE /api/admin/students/[id]": "students.delete",
  "POST /api/admin/students/[id]/enrollments": "students.update",
  "DELETE /api/admin/students/[id]/enrollments": "students.update",
  "POST /api/admin/students/[id]/promote": "staff.create",
  "POST /api/admin/students/bulk-delete": "students.delete",
  "GET /api/admin/students/export": "students.read",
  "POST /api/admin/students/import": "students.create",
  "GET /api/admin/students/template": "students.create",

  "GET /api/questions": "questions.read",
  "POST /api/questions": "questions.create",
  "GET /api/questions/[id]": "questions.read",
  "PUT /api/questions/[id]": "questions.update",
  "DELETE /api/questions/[id]": "questions.delete",
  "POST /api/questions/bulk-delete": "questions.delete",
  "POST /api/questions/bulk-tags": "questions.update",
  "GET /api/questions/export": "questions.read",
  "POST /api/questions/import": "questions.create",
  "GET /api/questions/template": "questions.create",

  "GET /api/courses": "courses.read",
  "POST /api/courses": "courses.create",
  "GET /api/courses/[id]": "courses.read",
  "PUT /api/courses/[id]": "courses.update",
  "DELETE /api/courses/[id]": "courses.delete",
  "GET /api/courses/[id]/analytics": "courses.update",
  "PATCH /api/courses/[id]/status": "courses.update",
  "POST /api/courses/bulk-delete": "courses.delete",
  "POST /api/courses/thumbnails": "courses.create",
  "GET /api/courses/[id]/curriculum": "courses.update",
  "PUT /api/courses/[id]/curriculum/order": "courses.update",
  "POST /api/courses/[id]/sections": "courses.update",
  "PUT /api/courses/[id]/sections/[sectionId]": "courses.update",
  "DELETE /api/courses/[id]/sections/[sectionId]": "courses.update",
  "POST /api/courses/[id]/lessons": "courses.update",
  "GET /api/courses/[id]/lessons/[lessonId]": "courses.update",
  "PUT /api/courses/[id]/lessons/[lessonId]": "courses.update",
  "DELETE /api/courses/[id]/lessons/[lessonId]": "courses.update",
  "PUT /api/courses/[id]/lessons/[lessonId]/media": "courses.update",
  "GET /api/courses/[id]/outline": "public",
  "GET /api/courses/[id]/enrollment": "courses.read",
  "POST /api/courses/[id]/enrollment": "courses.read",
  "GET /api/courses/[id]/reviews": "public",
  "PUT /api/courses/[id]/reviews/mine": "courses.read",
  "POST /api/admin/reviews/[reviewId]/hide": "courses.delete",
  "GET /api/learn": "signedIn",
  "GET /api/learn/[courseId]": "signedIn",
  "GET /api/learn/[courseId]/lessons/[lessonId]": "public",
  "GET /api/learn/[courseId]/lessons/[lessonId]/media": "public",
  "POST /api/learn/[courseId]/lessons/[lessonId]/complete": "signedIn",
  "POST /api/learn/[courseId]/activity": "signedIn",

  "GET /api/profile": "profile.read",
  "PUT /api/profile": "profile.update",
  "GET /api/notifications": "signedIn",
  "POST /api/notifications/read": "signedIn",
  "POST /api/profile/avatar": "profile.update",
  "DELETE /api/profile/avatar": "profile.update",
  "POST /api/profile/password": "profile.update",
  "GET /api/profile/sessions": "profile.read",
  "POST /api/profile/sessions/revoke-others": "profile.update",
  "POST /api/profile/two-factor/setup": "profile.update",
  "POST /api/profile/two-factor/enable": "profile.update",
  "POST /api/profile/two-factor/disable": "profile.update",

  // A learner lists their own; the handler widens the list for certificates.read. The PDF is for
  // its owner, certificates.read or anyone when the course allows it: the handler decides.
  "GET /api/certificates": "signedIn",
  "GET /api/certificates/[code]/pdf": "public",
  "GET /api/certificates/[code]/verify": "public",
  "POST /api/admin/certificates/[id]/revoke": "certificates.update",
  "POST /api/admin/certificates/[id]/reissue": "certificates.create",
  "GET /api/courses/[id]/certificate-settings": "courses.update",
  "PUT /api/courses/[id]/certificate-settings": "courses.update",

  // Quizzes (docs/domain/quizzes.md). Attempts are the caller's own (others' answer 404).
  "GET /api/learn/[courseId]/lessons/[lessonId]/attempts": "signedIn",
  "POST /api/learn/[courseId]/lessons/[lessonId]/attempts": "signedIn",
  "GET /api/attempts/[id]": "signedIn",
  "PUT /api/attempts/[id]/answers": "signedIn",
  "POST /api/attempts/[id]/submit": "signedIn",
  "GET /api/admin/grading": "questions.update",
  "POST /api/admin/grading/[answerId]": "questions.update",
  "PUT /api/admin/quizzes/[lessonId]/accommodations/[userId]": "courses.update",
  "GET /api/questions/[id]/stats": "questions.read",
  "GET /api/questions/draw-count": "questions.read",
  "GET /api/admin/quizzes/[lessonId]/accommodations": "courses.update",
  // Selling courses (docs/domain/payments.md). Orders: a learner sees their own, orders.read widens to all (the
  // handler decides). The test provider's actions check the order's owner. The Stripe webhook has
  // no session: its signature is the authentication.
  "POST /api/checkout": "signedIn",
  "POST /api/checkout/[id]/test-pay": "signedIn",
  "POST /api/checkout/[id]/cancel": "signedIn",
  "POST /api/webhooks/stripe": "public",
  "GET /api/orders": "signedIn",
  "GET /api/orders/[id]": "signedIn",
  "POST /api/admin/orders/[id]/refund": "orders.update",
  "GET /api/admin/orders/export": "orders.read",
  "GET /api/admin/coupons": "coupons.read",
  "POST /api/admin/coupons": "coupons.create",
  "GET /api/admin/coupons/[id]": "coupons.read",
  "PUT /api/admin/coupons/[id]": "coupons.update",
  "DELETE /api/admin/coupons/[id]": "coupons.delete",
  "POST /api/coupons/validate": "signedIn",
  "GET /api/admin/jobs": "jobs.read",
  "POST /api/admin/jobs/[id]/retry": "jobs.update",
  "DELETE /api/admin/jobs/[id]": "jobs.delete",
} satisfies Record<`${Method} /api/${string}`, Requirement>;

/** The same table by route pattern, then method (what the security tests walk). */
export const ROUTE_INVENTORY: Record<string, Partial<Record<Method, Requirement>>> = {};
for (const [key, requirement] of Object.entries(REQUIREMENTS)) {
  const [method, pattern] = key.split(" ") as [Method, string];
  (ROUTE_INVENTORY[pattern] ??= {})[method] = requirement;
}
