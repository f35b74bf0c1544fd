import { handler } from "@/lib/api/handler";
import { idParamsSchema } from "@/lib/validation/common";
import { discardJobById } from "@/features/jobs/server";

// A running job cannot be discarded (409): it finishes or fails first.
export const DELETE = handler(
  { summary: "Discard a background job", noContent: true, errors: ["NOT_FOUND", "CONFLICT"], access: { permission: ["jobs", "delete"] }, params: idParamsSchema },
  async ({ params }) => {
    await discardJobById(params.id);
    return new Response(null, { status: 204 });
  },
);
