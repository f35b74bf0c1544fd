import { EmailChangePage } from "@/features/auth/web";

export const metadata = { title: "Cancel the email change" };
export const dynamic = "force-dynamic";

// The cancel link mailed beside the confirmation (24 hours, single use).
export default async function CancelEmailChangePage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  return <EmailChangePage token={(await searchParams).token} action="cancel" />;
}
