// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { certificateCodeParamsSchema, certificateCodeSchema, certificateIdParamsSchema, certificateListQuerySchema, certificateListResponse, certificateReissueResponse, certificateResponse, certificateVerificationResponse, certificateSettingsResponse, courseCertificateSettingsSchema, reissueCertificateSchema, revokeCertificateSchema } from "./schema";
export { verificationUrl } from "./signing/claims";
export { linkedInAddUrl } from "./signing/linkedin";
