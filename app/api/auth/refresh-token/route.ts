import { handler } from "@/lib/api/handler";
import { rotateRefreshToken } from "@/lib/auth/service";
import { refreshSchema } from "@/lib/validations/auth";
import { refreshTokenResponse } from "@/lib/validations/responses/auth";

// docs/product.md §7: POST /auth/refresh-token { refreshToken } → { accessToken, refreshToken } (rotated).
export const POST = handler({ response: refreshTokenResponse, errors: ["INVALID_REFRESH_TOKEN", "REFRESH_TOKEN_REUSED"], access: { public: true }, body: refreshSchema }, async ({ body }) => {
  return rotateRefreshToken(body.refreshToken);
});
