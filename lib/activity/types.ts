// Every kind of ActivityLog row, shared by the writers (route handlers, the seed) and the feed and
// audit-log readers, so a type name is spelled one way everywhere.

export const ACTIVITY_TYPES = [
  "login",
  "student_registered",
  "student_updated",
  "student_deleted",
  "question_added",
  "question_updated",
  "question_deleted",
  "course_created",
  "course_updated",
  "course_published",
  "course_archived",
  "course_deleted",
  "course_enrolled",
  "course_unenrolled",
  "course_completed",
  "staff_invited",
  "invitation_resent",
  "invitation_revoked",
  "invitation_accepted",
  "staff_updated",
  "staff_removed",
  "password_reset_requested",
  "password_changed",
  "account_locked",
  "settings_updated",
  "staff_created",
  "profile_updated",
  "two_factor_enabled",
  "two_factor_disabled",
  "sessions_revoked",
] as const;

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  login: "Signed in",
  student_registered: "Student registered",
  student_updated: "Student updated",
  student_deleted: "Student deleted",
  question_added: "Question added",
  question_updated: "Question updated",
  question_deleted: "Question deleted",
  course_created: "Course created",
  course_updated: "Course updated",
  course_published: "Course published",
  course_archived: "Course archived",
  course_deleted: "Course deleted",
  course_enrolled: "Course enrollment",
  course_unenrolled: "Course unenrollment",
  course_completed: "Course completed",
  staff_invited: "Staff invited",
  invitation_resent: "Invitation resent",
  invitation_revoked: "Invitation revoked",
  invitation_accepted: "Invitation accepted",
  staff_updated: "Staff updated",
  staff_removed: "Staff removed",
  password_reset_requested: "Password reset requested",
  password_changed: "Password changed",
  account_locked: "Account locked",
  settings_updated: "Settings updated",
  staff_created: "Staff member added",
  profile_updated: "Profile updated",
  two_factor_enabled: "Two-factor sign-in enabled",
  two_factor_disabled: "Two-factor sign-in disabled",
  sessions_revoked: "Other sessions signed out",
};

export function isActivityType(value: unknown): value is ActivityType {
  return typeof value === "string" && (ACTIVITY_TYPES as readonly string[]).includes(value);
}
