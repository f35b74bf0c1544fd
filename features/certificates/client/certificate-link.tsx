import type { AnchorHTMLAttributes } from "react";
import { Download, ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { certificatePdfUrl } from "./queries";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "children"> & {
  /** The PDF of this certificate, or the certificate page at `href`. */
  pdf?: string;
  label: string;
  "aria-label": string;
  variant: "ghost" | "outline";
};

/** A small button that downloads a certificate's PDF or opens its public page. */
export function CertificateLink({ pdf, label, variant, href, ...anchor }: Props) {
  const Icon = pdf ? Download : ExternalLink;
  return (
    <Button variant={variant} size="sm" asChild>
      <a href={pdf ? certificatePdfUrl(pdf) : href} download={pdf ? true : undefined} {...anchor}>
        <Icon aria-hidden />
        {label}
      </a>
    </Button>
  );
}
