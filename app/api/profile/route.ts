import { handler } from "@/lib/api/handler";
import { getProfile, updateProfile } from "@/features/profile/server";
import { profileResponse, updateProfileSchema } from "@/features/profile";

// GET/PUT /api/profile: the signed-in person's own details (name, phone, avatar) and account state.
export const GET = handler({ response: profileResponse, access: { permission: ["profile", "read"] }, allowWithoutTwoFactor: true }, async ({ caller }) => {
  return { data: { profile: await getProfile(caller.user.id) } };
});

export const PUT = handler({ response: profileResponse, access: { permission: ["profile", "update"] }, body: updateProfileSchema }, async ({ caller, body }) => {
  const profile = await updateProfile(caller.user, body);
  return { message: "Profile updated", data: { profile } };
});
