import { Badge } from "@/components/ui/badge";
import { STATUS_WORDS, type CertificateStatus } from "../schema";

const VARIANT = { valid: "success", revoked: "destructive", expired: "warning" } as const;

export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  return <Badge variant={VARIANT[status]}>{STATUS_WORDS[status]}</Badge>;
}
