import { handler } from "@/lib/api/handler";
import { rotateRefreshToken } from "@/lib/auth/service";
import { refreshSchema } from "@/lib/validations/auth";

// SPEC §7 POST /auth/refresh-token { refreshToken } → { accessToken, refreshToken } (rotated).
export const POST = handler({ access: { public: true }, body: refreshSchema }, async ({ body }) => {
  return rotateRefreshToken(body.refreshToken);
});
