import { EmailChangePage } from "@/features/auth/web";

export const metadata = { title: "Confirm your new sign-in email" };
export const dynamic = "force-dynamic";

// The confirmation link mailed to the CURRENT address when staff ask to change it (24 hours, single use).
export default async function ConfirmEmailChangePage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  return <EmailChangePage token={(await searchParams).token} action="confirm" />;
}
