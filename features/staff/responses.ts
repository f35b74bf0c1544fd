// Staff, students, invitations, the signed-in account and its profile.
import { z } from "zod";
import { dataResponse, isoDate, listResponse, nullableDate } from "@/lib/api/response-schemas";
import { INVITATION_STATUSES, STAFF_ROLES, type InvitationStatus } from "./schema";
import { STUDENT_STATUSES } from "@/features/students";
import { twoFactorSetupSchema } from "@/features/profile";
import { publicUserSchema } from "@/features/auth";


export const staffMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  department: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isActive: z.boolean(),
  isEmailVerified: z.boolean(),
  avatar: z.string().nullable(),
  initials: z.string(),
});
export const staffListResponse = listResponse("staff", staffMemberSchema, {
  stats: z.object({ total: z.number(), active: z.number(), admins: z.number(), pendingVerification: z.number() }),
});
export const staffDetailResponse = dataResponse({ staff: staffMemberSchema });

/** An invitation as admins see it in the pending list. */
export const invitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(["pending", "expired"] satisfies InvitationStatus[]),
  invitedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDate,
  expiresAt: isoDate,
});
export const invitationListResponse = listResponse("invitations", invitationSchema);

/** GET /api/invitations?token= → { data: { invitation } }: what the holder of an invitation link may see about it. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  expiresAt: isoDate,
  /** True when an account already exists for the invited email (it can no longer be accepted). */
  accountExists: z.boolean(),
});

/** GET /api/invitations?token=. */
export const invitationPreviewResponse = dataResponse({ invitation: invitationPreviewSchema });

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

export const meResponse = dataResponse({
  user: publicUserSchema.extend({
    phoneNumber: z.string().nullable(),
    department: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    createdAt: isoDate,
  }),
});


/** POST /api/admin/staff/invite: 201 for a new invitation, 200 with `resent` when one was pending. */
export const invitationSentResponse = z.object({ message: z.string(), data: z.object({ invitation: invitationSchema, resent: z.boolean() }) });
export const invitationResentResponse = z.object({ message: z.string(), data: z.object({ invitation: invitationSchema }) });
export const studentCreatedResponse = z.object({ message: z.string(), data: z.object({ student: studentDetailSchema }), welcomeEmailSent: z.boolean() });
export const studentDeletedResponse = z.object({ message: z.string(), data: z.object({ _id: z.string() }) });

export const twoFactorSetupResponse = dataResponse({ ...twoFactorSetupSchema.shape });
/** The one-time recovery codes, shown once when two-factor sign-in is turned on. */
export const twoFactorEnabledResponse = z.object({ message: z.string(), data: z.object({ recoveryCodes: z.array(z.string()) }) });
export const sessionsRevokedResponse = z.object({ message: z.string(), data: z.object({ revoked: z.number().int() }) });
