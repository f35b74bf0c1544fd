import { handler } from "@/lib/api/handler";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/api/errors";
import { toPublicUser } from "@/lib/auth/service";
import { meResponse } from "@/lib/validations/responses/people";

export const GET = handler({ response: meResponse, access: { signedIn: true }, allowWithoutTwoFactor: true }, async ({ caller }) => {
  const user = await prisma.user.findUnique({
    where: { id: caller.user.id },
    select: { id: true, email: true, name: true, role: true, isEmailVerified: true, avatar: true, phoneNumber: true, department: true, twoFactorEnabled: true, createdAt: true },
  });
  if (!user) throw notFound("User not found");
  return {
    data: {
      user: { ...toPublicUser(user), phoneNumber: user.phoneNumber, department: user.department, twoFactorEnabled: user.twoFactorEnabled, createdAt: user.createdAt },
    },
  };
});
