// Students (docs/product.md §2, §3, §4): the list filters, the create/edit form, enrollment and CSV import.
// Shared by the forms (zodResolver), the CSV import dialog and the /api/admin/students handlers.
import { z } from "zod";
import { emailSchema, nameSchema } from "@/features/auth";
import { idSchema, optionalFilter, paginationSchema, requiredReasonSchema, sortFields } from "@/lib/validation/common";
import { dataResponse, isoDate, listResponse, nullableDate } from "@/lib/api/response-schemas";

/** The status badge values (docs/product.md §4), and the status filter's options. */
export const STUDENT_STATUSES = ["active", "inactive", "pending"] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  pending: "Pending",
};

/** docs/product.md §4: Inactive if not active; otherwise Active if the email is verified, else Pending. */
export function studentStatus(student: { isActive: boolean; isEmailVerified: boolean }): StudentStatus {
  if (!student.isActive) return "inactive";
  return student.isEmailVerified ? "active" : "pending";
}

/** What narrows the list and the export: search (name, email or enrolled course), status, course id. */
export const studentFilterSchema = z.object({
  search: paginationSchema.shape.search,
  status: optionalFilter(STUDENT_STATUSES),
  course: z.preprocess((v) => (v === "" || v === "all" || v === "All" ? undefined : v), idSchema.optional()),
});
export type StudentFilter = z.output<typeof studentFilterSchema>;

export const STUDENT_SORTS = ["name", "email", "createdAt"] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
export const studentListQuerySchema = paginationSchema.extend(studentFilterSchema.shape).extend(sortFields(STUDENT_SORTS, "createdAt"));
export type StudentListQuery = z.output<typeof studentListQuerySchema>;

const phoneSchema = z
  .union([
    z
      .string()
      .trim()
      .max(32, "Phone number must be at most 32 characters")
      .regex(/^[+0-9 ()./-]*$/, "Please enter a valid phone number"),
    z.null(),
  ])
  .optional()
  // "" or null clears the number; leaving the field out keeps it.
  .transform((v) => (v === undefined ? undefined : v || null));

/** The Add Student form and POST /api/admin/students. */
export const studentCreateSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phoneNumber: phoneSchema,
  courseIds: z.array(idSchema).max(50, "At most 50 courses at a time").default([]),
  sendWelcome: z.boolean().default(true),
});
export type StudentCreateInput = z.input<typeof studentCreateSchema>;
export type StudentCreateOutput = z.output<typeof studentCreateSchema>;

/** The Edit form and PUT /api/admin/students/{id}; activate/deactivate sends only isActive. */
export const studentUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    phoneNumber: phoneSchema,
    isActive: z.boolean("isActive must be true or false").optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: "Nothing to update" });
export type StudentUpdateInput = z.input<typeof studentUpdateSchema>;

/** The edit dialog's own fields (the form always sends all three). */
export const studentEditFormSchema = z.object({ name: nameSchema, email: emailSchema, phoneNumber: phoneSchema });
export type StudentEditFormInput = z.input<typeof studentEditFormSchema>;
export type StudentEditFormOutput = z.output<typeof studentEditFormSchema>;

/** Staff enrolling a learner: a paid course is given for free, so the reason is recorded with the grant. */
export const enrollSchema = z.object({ courseId: idSchema, reason: requiredReasonSchema });
export type EnrollInput = z.input<typeof enrollSchema>;

export const unenrollSchema = z.object({
  courseId: idSchema,
  reason: z
    .string()
    .trim()
    .max(500, "Reason must be at most 500 characters")
    .optional()
    .transform((v) => (v ? v : null)),
});
export type UnenrollInput = z.input<typeof unenrollSchema>;

// ── CSV import ─────────────────────────────────────────────────────────────────────────────────

/** The template's columns, in order. `courses` lists course titles separated by ';' or '|'. */
export const IMPORT_COLUMNS = ["name", "email", "courses"] as const;
/** Thinkific stops at 5,000 rows; we accept far more (the commit is sent in chunks). */
export const IMPORT_MAX_ROWS = 100_000;
/** Rows per commit request: each chunk is one transaction and one progress step. */
export const IMPORT_CHUNK_SIZE = 500;
/** How many row problems a dry run lists in full (the count is always exact). */
export const IMPORT_MAX_ISSUES = 500;

/** "A; B | C" → ["A", "B", "C"], trimmed, blanks and repeats dropped. */
export function splitCourses(value: string | undefined | null): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of value.split(/[;|]/)) {
    const title = part.trim();
    if (title && !seen.has(title.toLowerCase())) {
      seen.add(title.toLowerCase());
      out.push(title);
    }
  }
  return out;
}

/** One CSV row as the browser sends it: the line number (for messages) and the raw cells. */
export const importRowInputSchema = z.object({
  line: z.number().int().min(1),
  name: z.string().max(1000).optional().default(""),
  email: z.string().max(1000).optional().default(""),
  courses: z.string().max(5000).optional().default(""),
});
export type ImportRowInput = z.input<typeof importRowInputSchema>;

/** A row's cells once checked: the same name and email rules as the Add Student form. */
export const importRowSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  courses: z.string().optional().transform(splitCourses),
});

export const importRequestSchema = z.object({
  rows: z
    .array(importRowInputSchema)
    .min(1, "The file has no rows")
    .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows per import`),
  dryRun: z.boolean().default(true),
  enroll: z.boolean().default(true),
  sendWelcome: z.boolean().default(false),
  /**
   * What to do with rows whose email belongs to a learner already (docs/product.md §2, Students): "update"
   * writes the file's name and enrollments over theirs, "skip" leaves them as they are. Nothing
   * changes an existing learner unless the admin chose to.
   */
  existing: z.enum(["update", "skip"], "Choose update or skip for existing learners").default("skip"),
  /** Ties the commit chunks of one import together in the activity log. */
  importId: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/).optional(),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

const importIssueSchema = z.object({ line: z.number().int(), email: z.string(), field: z.string(), message: z.string() });
export type ImportIssue = z.infer<typeof importIssueSchema>;

/** One change an import would make to an existing learner, field by field (docs/product.md §2, Students). */
const importChangeSchema = z.object({ line: z.number().int(), email: z.string(), field: z.enum(["name", "courses"]), before: z.string(), after: z.string() });
export type ImportChange = z.infer<typeof importChangeSchema>;

/** POST /api/admin/students/import → { data }: what the rows would do (dry run) or did. */
export const importSummarySchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Every refused line (dry run only), so the commit can leave them out and match the preview. */
  invalidLines: z.array(z.number().int()),
  /** Rows whose email appeared earlier in the file; they are merged into the first one. */
  duplicatesMerged: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  enrollments: z.number().int(),
  welcomeEmails: z.number().int(),
  issues: z.array(importIssueSchema),
  issueCount: z.number().int(),
  warnings: z.array(importIssueSchema),
  /** The choice for existing learners this answer was computed with. */
  existingMode: z.enum(["update", "skip"]),
  /** Rows whose email belongs to an existing learner, whether or not anything would change. */
  existing: z.number().int(),
  /** Existing learners the file would change (a new name or new enrollments). */
  existingChanged: z.number().int(),
  /** Enrollments the file would add to existing learners (counted in `enrollments` only when updating). */
  existingEnrollments: z.number().int(),
  /** Each change to an existing learner as before → after (the first IMPORT_MAX_ISSUES; count exact). */
  changes: z.array(importChangeSchema),
  changeCount: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
export const importSummaryResponse = z.object({ data: importSummarySchema });

// ── Promotion (docs/security.md §6) ─────────────────────────────────────────────────────────────────

/** POST /api/admin/students/{id}/promote: an admin makes a learner staff or admin. */
export const promoteStudentSchema = z.object({
  role: z.enum(["staff", "admin"], "Choose Staff or Admin"),
});
export type PromoteStudentInput = z.input<typeof promoteStudentSchema>;

/**
 * The promoted account, and whether the email telling them how to sign in went out: always true now
 * that it is queued with the promotion and retried until the mail server takes it (docs/domain/jobs.md).
 */
export const promotionSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.enum(["staff", "admin"]), emailSent: z.boolean() });
export type PromotionResult = z.infer<typeof promotionSchema>;
export const promotionResponse = z.object({ message: z.string(), data: z.object({ user: promotionSchema }) });

// ---- A student, the list and the detail, as the handlers answer them ----

export const studentEnrollmentSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  courseStatus: z.string(),
  progress: z.number(),
  enrolledAt: isoDate,
  completedAt: nullableDate,
  lastAccessedAt: nullableDate,
  unenrolledAt: nullableDate,
  unenrollReason: z.string().nullable(),
  /** Staff gave this paid course for free: when, who (null once their account is gone) and why. */
  complimentary: z.object({ grantedAt: isoDate, grantedByName: z.string().nullable(), reason: z.string() }).nullable(),
});
export const studentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  enrolledCourses: z.array(z.string()),
  completedCourses: z.array(z.string()),
  progress: z.number(),
  isActive: z.boolean(),
  isEmailVerified: z.boolean(),
  status: z.enum(STUDENT_STATUSES),
  joinedAt: isoDate,
  lastActivity: nullableDate,
  avatar: z.string().nullable(),
});
export const studentStatsSchema = z.object({ total: z.number(), active: z.number(), averageProgress: z.number(), courseCompletions: z.number() });
/** A sign-in email change staff asked for, waiting for the learner to confirm it from their current address. */
export const pendingEmailChangeSchema = z.object({ email: z.string(), requestedAt: isoDate, expiresAt: isoDate });
export const studentDetailSchema = studentSchema.extend({
  enrollments: z.array(studentEnrollmentSchema),
  pastEnrollments: z.array(studentEnrollmentSchema),
  pendingEmailChange: pendingEmailChangeSchema.nullable(),
});
export const studentListResponse = listResponse("students", studentSchema, { stats: studentStatsSchema });
export const studentDetailResponse = dataResponse({ student: studentDetailSchema });

/** A student (docs/product.md §3), with `status` (the badge of §4) and the phone number. */
export type StudentJson = z.infer<typeof studentSchema>;
export type EnrollmentJson = z.infer<typeof studentEnrollmentSchema>;
export type StudentDetailJson = z.infer<typeof studentDetailSchema>;
export type StudentStats = z.infer<typeof studentStatsSchema>;

export const studentCreatedResponse = z.object({ message: z.string(), data: z.object({ student: studentDetailSchema }), welcomeEmailSent: z.boolean() });
export const studentDeletedResponse = z.object({ message: z.string(), data: z.object({ _id: z.string() }) });
