// GET/PUT /api/courses/{id}/certificate-settings: whether the course issues certificates, for how
// many months they are valid (none: forever), and whether anyone with the code may download the PDF.
import { handler } from "@/lib/api/handler";
import { getCourseCertificateSettings, updateCourseCertificateSettings } from "@/features/certificates/server";
import { idParamsSchema } from "@/lib/validation/common";
import { certificateSettingsResponse, courseCertificateSettingsSchema } from "@/features/certificates";

export const GET = handler({ response: certificateSettingsResponse, errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: idParamsSchema }, async ({ params }) => ({
  data: { settings: await getCourseCertificateSettings(params.id) },
}));

export const PUT = handler(
  { response: certificateSettingsResponse, access: { permission: ["courses", "update"] }, params: idParamsSchema, body: courseCertificateSettingsSchema },
  async ({ params, body, caller }) => ({
    message: "Certificate settings saved",
    data: { settings: await updateCourseCertificateSettings(params.id, body, caller.user) },
  }),
);
