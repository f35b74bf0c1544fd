import { NextResponse } from "next/server";
import { handler } from "@/lib/api/handler";
import { inviteStaff } from "@/features/staff/server";
import { inviteStaffSchema } from "@/features/staff";
import { invitationSentResponse } from "@/features/staff";

// docs/product.md §7: POST /admin/staff/invite { email, fullName }. 201 for a new invitation; 200 when the
// address already had an open invitation, which is refreshed and re-sent (the old link stops working).
// An address that already has an account answers 409.
export const POST = handler({ response: invitationSentResponse, errors: ["EMAIL_TAKEN"], access: { permission: ["staff", "create"] }, body: inviteStaffSchema }, async ({ body, caller }) => {
  const { invitation, created } = await inviteStaff(body, caller.user);
  return NextResponse.json(
    { message: `Invitation sent to ${invitation.fullName} at ${invitation.email}`, data: { invitation, resent: !created } },
    { status: created ? 201 : 200 },
  );
});
