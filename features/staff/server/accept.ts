// Accepting an invitation creates the staff account with a verified email and signs the invitee in
// at once; the session is auth's.
import "server-only";
import { startSession, toPublicUser } from "@/features/auth/server";
import { acceptInvitation } from "./invitations";

/** The new account as the API shows it, and the session token the route sets as the cookie. */
export async function acceptInvitationAndSignIn(input: { token: string; password: string; fullName?: string }, client: { userAgent: string | null; ip: string | null }) {
  const user = await acceptInvitation(input.token, input.password, input.fullName);
  const { cookieToken } = await startSession(user, client);
  return { user: toPublicUser(user), cookieToken };
}
