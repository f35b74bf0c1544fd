// LinkedIn's "Add license or certification" link, prefilled (linkedin.com/profile/add).
export function linkedInAddUrl(input: { courseTitle: string; organizationName: string; issuedAt: string; expiresAt: string | null; certUrl: string; code: string }): string {
  const issued = new Date(input.issuedAt);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: input.courseTitle,
    organizationName: input.organizationName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: input.certUrl,
    certId: input.code,
  });
  if (input.expiresAt) {
    const expires = new Date(input.expiresAt);
    params.set("expirationYear", String(expires.getUTCFullYear()));
    params.set("expirationMonth", String(expires.getUTCMonth() + 1));
  }
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
