import { handler } from "@/lib/api/handler";
import { rotateRefreshToken } from "@/features/auth/server";
import { refreshSchema } from "@/features/auth";
import { refreshTokenResponse } from "@/features/auth";

// docs/product.md §7: POST /auth/refresh-token { refreshToken } → { accessToken, refreshToken } (rotated).
export const POST = handler({ response: refreshTokenResponse, errors: ["INVALID_REFRESH_TOKEN", "REFRESH_TOKEN_REUSED"], access: { public: true }, body: refreshSchema }, async ({ body }) => {
  return rotateRefreshToken(body.refreshToken);
});
