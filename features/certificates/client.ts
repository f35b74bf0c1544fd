// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { CertificatesAdmin } from "./client/certificates-admin";
export { CopyLinkButton } from "./client/copy-link-button";
export { CourseCertificateSettingsCard } from "./client/course-certificate-settings";
export { MyCertificates } from "./client/my-certificates";
