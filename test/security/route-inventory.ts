// Every API route and method, with the permission it requires (SPEC §6). The matrix test fails
// when a route file exports a method that is missing here, so a new route cannot skip the check.
//   "public"       anyone, signed in or not
//   "signedIn"     any signed-in account
//   "resource.action"  the SPEC §6 permission (see lib/permissions.ts)
//   "next-auth"    where next-auth's own endpoints would be: all closed, 404 (app/api/auth/[...nextauth]/route.test.ts)
import type { Permission } from "@/lib/permissions";

export type Requirement = "public" | "signedIn" | "next-auth" | Permission;
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export const ROUTE_INVENTORY: Record<string, Partial<Record<Method, Requirement>>> = {
  "/api/health": { GET: "public" },
  "/api/openapi.json": { GET: "settings.read" },
  "/api/auth/[...nextauth]": { GET: "next-auth", POST: "next-auth" },
  "/api/auth/login": { POST: "public" },
  "/api/auth/logout": { POST: "public" },
  "/api/auth/me": { GET: "signedIn" },
  "/api/auth/register": { POST: "public" },
  "/api/auth/refresh-token": { POST: "public" },
  "/api/auth/forgot-password": { POST: "public" },
  "/api/auth/reset-password": { POST: "public" },
  "/api/auth/set-password": { POST: "public" },
  "/api/auth/verify-email": { POST: "public" },
  "/api/auth/resend-verification": { POST: "public" },
  "/api/invitations": { GET: "public" },
  "/api/invitations/accept": { POST: "public" },
  "/api/uploads/avatars/[file]": { GET: "public" },
  "/api/uploads/courses/[file]": { GET: "public" },
  "/api/uploads/questions/[file]": { GET: "questions.read" },

  "/api/admin/dashboard/stats": { GET: "overview.read" },
  "/api/admin/analytics": { GET: "analytics.read" },
  "/api/admin/analytics/export": { GET: "analytics.read" },
  "/api/admin/audit": { GET: "audit.read" },
  "/api/admin/audit/export": { GET: "audit.read" },
  "/api/admin/locked-accounts": { GET: "audit.read" },
  "/api/admin/settings": { GET: "settings.read" },
  "/api/admin/settings/[group]": { GET: "settings.read", PUT: "settings.update" },

  "/api/admin/staff": { GET: "staff.read", POST: "staff.create" },
  "/api/admin/staff/[id]": { GET: "staff.read", PUT: "staff.update", DELETE: "staff.delete" },
  "/api/admin/staff/[id]/reset-password": { POST: "staff.update" },
  "/api/admin/staff/bulk-delete": { POST: "staff.delete" },
  "/api/admin/staff/invite": { POST: "staff.create" },
  "/api/admin/staff/invitations": { GET: "staff.read" },
  "/api/admin/staff/invitations/[id]/resend": { POST: "staff.create" },
  "/api/admin/staff/invitations/[id]/revoke": { POST: "staff.delete" },

  "/api/admin/students": { GET: "students.read", POST: "students.create" },
  "/api/admin/students/[id]": { GET: "students.read", PUT: "students.update", DELETE: "students.delete" },
  "/api/admin/students/[id]/enrollments": { POST: "students.update", DELETE: "students.update" },
  "/api/admin/students/[id]/promote": { POST: "staff.create" },
  "/api/admin/students/bulk-delete": { POST: "students.delete" },
  "/api/admin/students/export": { GET: "students.read" },
  "/api/admin/students/import": { POST: "students.create" },
  "/api/admin/students/template": { GET: "students.create" },

  "/api/questions": { GET: "questions.read", POST: "questions.create" },
  "/api/questions/[id]": { GET: "questions.read", PUT: "questions.update", DELETE: "questions.delete" },
  "/api/questions/bulk-delete": { POST: "questions.delete" },
  "/api/questions/bulk-tags": { POST: "questions.update" },
  "/api/questions/export": { GET: "questions.read" },
  "/api/questions/import": { POST: "questions.create" },
  "/api/questions/template": { GET: "questions.create" },

  "/api/courses": { GET: "courses.read", POST: "courses.create" },
  "/api/courses/[id]": { GET: "courses.read", PUT: "courses.update", DELETE: "courses.delete" },
  "/api/courses/[id]/analytics": { GET: "courses.update" },
  "/api/courses/[id]/status": { PATCH: "courses.update" },
  "/api/courses/bulk-delete": { POST: "courses.delete" },
  "/api/courses/thumbnails": { POST: "courses.create" },
  "/api/courses/[id]/curriculum": { GET: "courses.update" },
  "/api/courses/[id]/curriculum/order": { PUT: "courses.update" },
  "/api/courses/[id]/sections": { POST: "courses.update" },
  "/api/courses/[id]/sections/[sectionId]": { PUT: "courses.update", DELETE: "courses.update" },
  "/api/courses/[id]/lessons": { POST: "courses.update" },
  "/api/courses/[id]/lessons/[lessonId]": { GET: "courses.update", PUT: "courses.update", DELETE: "courses.update" },
  "/api/courses/[id]/lessons/[lessonId]/media": { PUT: "courses.update" },
  "/api/courses/[id]/outline": { GET: "public" },
  "/api/courses/[id]/enrollment": { GET: "courses.read", POST: "courses.read" },
  "/api/courses/[id]/reviews": { GET: "public" },
  "/api/courses/[id]/reviews/mine": { PUT: "courses.read" },
  "/api/admin/reviews/[reviewId]/hide": { POST: "courses.delete" },
  "/api/learn": { GET: "signedIn" },
  "/api/learn/[courseId]": { GET: "signedIn" },
  "/api/learn/[courseId]/lessons/[lessonId]": { GET: "public" },
  "/api/learn/[courseId]/lessons/[lessonId]/media": { GET: "public" },
  "/api/learn/[courseId]/lessons/[lessonId]/complete": { POST: "signedIn" },
  "/api/learn/[courseId]/activity": { POST: "signedIn" },

  "/api/profile": { GET: "profile.read", PUT: "profile.update" },
  "/api/notifications": { GET: "signedIn" },
  "/api/notifications/read": { POST: "signedIn" },
  "/api/profile/avatar": { POST: "profile.update", DELETE: "profile.update" },
  "/api/profile/password": { POST: "profile.update" },
  "/api/profile/sessions": { GET: "profile.read" },
  "/api/profile/sessions/revoke-others": { POST: "profile.update" },
  "/api/profile/two-factor/setup": { POST: "profile.update" },
  "/api/profile/two-factor/enable": { POST: "profile.update" },
  "/api/profile/two-factor/disable": { POST: "profile.update" },

  // A learner lists their own; the handler widens the list for certificates.read. The PDF is for
  // its owner, certificates.read or anyone when the course allows it: the handler decides.
  "/api/certificates": { GET: "signedIn" },
  "/api/certificates/[code]/pdf": { GET: "public" },
  "/api/certificates/[code]/verify": { GET: "public" },
  "/api/admin/certificates/[id]/revoke": { POST: "certificates.update" },
  "/api/admin/certificates/[id]/reissue": { POST: "certificates.create" },
  "/api/courses/[id]/certificate-settings": { GET: "courses.update", PUT: "courses.update" },

  // Quizzes (issue 21). Attempts are the caller's own (others' answer 404).
  "/api/learn/[courseId]/lessons/[lessonId]/attempts": { GET: "signedIn", POST: "signedIn" },
  "/api/attempts/[id]": { GET: "signedIn" },
  "/api/attempts/[id]/answers": { PUT: "signedIn" },
  "/api/attempts/[id]/submit": { POST: "signedIn" },
  "/api/admin/grading": { GET: "questions.update" },
  "/api/admin/grading/[answerId]": { POST: "questions.update" },
  "/api/admin/quizzes/[lessonId]/accommodations/[userId]": { PUT: "courses.update" },
  "/api/questions/[id]/stats": { GET: "questions.read" },
  "/api/questions/draw-count": { GET: "questions.read" },
  "/api/admin/quizzes/[lessonId]/accommodations": { GET: "courses.update" },
  // Selling courses (issue 22). Orders: a learner sees their own, orders.read widens to all (the
  // handler decides). The test provider's actions check the order's owner. The Stripe webhook has
  // no session: its signature is the authentication.
  "/api/checkout": { POST: "signedIn" },
  "/api/checkout/[id]/test-pay": { POST: "signedIn" },
  "/api/checkout/[id]/cancel": { POST: "signedIn" },
  "/api/webhooks/stripe": { POST: "public" },
  "/api/orders": { GET: "signedIn" },
  "/api/orders/[id]": { GET: "signedIn" },
  "/api/admin/orders/[id]/refund": { POST: "orders.update" },
  "/api/admin/orders/export": { GET: "orders.read" },
  "/api/admin/coupons": { GET: "coupons.read", POST: "coupons.create" },
  "/api/admin/coupons/[id]": { GET: "coupons.read", PUT: "coupons.update", DELETE: "coupons.delete" },
  "/api/coupons/validate": { POST: "signedIn" },
};
