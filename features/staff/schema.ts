// Staff management and staff invitations (docs/product.md §2 Staff; §3 Staff member and Invitation payload).
// Shared by the dialogs (zodResolver) and the /api/admin/staff and /api/invitations handlers,
// together with the answers those handlers send.
import { z } from "zod";
import { emailSchema, newPasswordSchema, plainName, publicUserSchema, tokenSchema } from "@/features/auth";
import { paginationSchema, sortFields } from "@/lib/validation/common";
import { dataResponse, isoDate, listResponse } from "@/lib/api/response-schemas";

export const STAFF_ROLES = ["admin", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { admin: "Admin", staff: "Staff" };

const fullNameSchema = plainName(
  z.string("Full name is required").trim().min(1, "Full name is required").max(100, "Full name must be at most 100 characters"),
  "Full name",
);

/** "" and whitespace become null, so a cleared field clears the column. */
function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
}

const phoneSchema = z
  .string()
  .trim()
  .max(30, "Phone number must be at most 30 characters")
  .regex(/^$|^[+()\d][\d\s().-]*$/, "Please enter a valid phone number")
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /api/admin/staff/invite — the invitation payload (docs/product.md §3). The role defaults to staff. */
export const inviteStaffSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  role: z.enum(STAFF_ROLES, "Role must be admin or staff").default("staff"),
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

/** The Edit Details dialog: name, phone, department, role and active. */
export const staffDetailsSchema = z.object({
  name: plainName(z.string("Name is required").trim().min(2, "Name must be at least 2 characters").max(100, "Name must be at most 100 characters"), "Name"),
  phoneNumber: phoneSchema,
  department: optionalText(100, "Department"),
  role: z.enum(STAFF_ROLES, "Role must be admin or staff"),
  isActive: z.boolean("Active must be true or false"),
});
export type StaffDetailsInput = z.input<typeof staffDetailsSchema>;
export type StaffDetails = z.output<typeof staffDetailsSchema>;

/** PUT /api/admin/staff/{id}: any subset of the details, at least one. */
export const updateStaffSchema = staffDetailsSchema
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update", path: ["_"] });

/** POST /api/admin/staff: an account created directly; the person sets a password from the welcome email. */
export const createStaffSchema = z.object({
  name: staffDetailsSchema.shape.name,
  email: emailSchema,
  role: z.enum(STAFF_ROLES, "Role must be admin or staff").default("staff"),
  phoneNumber: phoneSchema,
  department: optionalText(100, "Department"),
});

export const STAFF_SORTS = ["name", "email", "role", "department", "createdAt"] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
export const staffListQuerySchema = paginationSchema.extend(sortFields(STAFF_SORTS, "createdAt"));
export type StaffListQuery = z.output<typeof staffListQuerySchema>;

export const invitationListQuerySchema = paginationSchema.omit({ search: true });

/** GET /api/invitations?token= */
export const invitationTokenQuerySchema = z.object({ token: tokenSchema });

/** POST /api/invitations/accept, at the security setting's minimum password length. */
export function acceptInvitationSchema(minPasswordLength: number) {
  return z
    .object({
      token: tokenSchema,
      // Optional: the invitee may correct the name the admin typed; absent keeps the invitation's.
      fullName: fullNameSchema.optional(),
      password: newPasswordSchema(minPasswordLength),
      confirmPassword: z.string("Please confirm your password").min(1, "Please confirm your password"),
    })
    .refine((v) => v.confirmPassword === v.password, { path: ["confirmPassword"], message: "Passwords do not match" });
}
export type AcceptInvitationInput = z.input<ReturnType<typeof acceptInvitationSchema>>;

// ---- What the handlers answer with ----

/** A staff member (docs/product.md §3). */
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
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponse = listResponse("staff", staffMemberSchema, {
  stats: z.object({ total: z.number(), active: z.number(), admins: z.number(), pendingVerification: z.number() }),
});
export type StaffListResponse = z.infer<typeof staffListResponse>;
/** Computed over every staff account, not over one page. */
export type StaffStats = StaffListResponse["stats"];
export const staffDetailResponse = dataResponse({ staff: staffMemberSchema });

export const INVITATION_STATUSES = ["pending", "expired", "revoked", "accepted"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

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
export type PendingInvitation = z.infer<typeof invitationSchema>;
export const invitationListResponse = listResponse("invitations", invitationSchema);
export type InvitationListResponse = z.infer<typeof invitationListResponse>;

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
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const invitationPreviewResponse = dataResponse({ invitation: invitationPreviewSchema });

/** POST /api/admin/staff/invite: 201 for a new invitation, 200 with `resent` when one was pending. */
export const invitationSentResponse = z.object({ message: z.string(), data: z.object({ invitation: invitationSchema, resent: z.boolean() }) });
export const invitationResentResponse = z.object({ message: z.string(), data: z.object({ invitation: invitationSchema }) });

/** POST /api/invitations/accept, 201: the invited staff account, signed in (the session cookie is set). */
export const invitationAcceptedResponse = z.object({ message: z.string(), data: z.object({ user: publicUserSchema }) });
