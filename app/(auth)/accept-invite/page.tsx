import type { Metadata } from "next";
import { AcceptInvitePage } from "@/features/staff/web";

// The link carries a secret: keep it out of search engines and other sites' Referer headers.
export const metadata: Metadata = { title: "Accept invitation", robots: { index: false, follow: false }, referrer: "no-referrer" };
export const dynamic = "force-dynamic";

export default AcceptInvitePage;
