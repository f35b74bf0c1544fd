// A learner who registered from a course (/register?course=<id>) is enrolled in it once the address
// is confirmed, or at once while the security setting requireEmailVerification is off: learn's
// enrollAfterVerification joins it when it is free and published, and forgets it either way.
import "server-only";
import { enrollAfterVerification } from "@/features/learn/server";
import { markEmailVerified } from "./account";

/** The verification link was followed: the address is verified and the signup course joined. Returns that course's id, or null. */
export async function verifyLearnerEmail(userId: string): Promise<string | null> {
  await markEmailVerified(userId);
  return enrollAfterVerification(userId);
}

/** A new account that needs no verification starts in the course it registered from: its id, or null. */
export function joinSignupCourse(userId: string): Promise<string | null> {
  return enrollAfterVerification(userId);
}
