import { handler } from "@/lib/api/handler";
import { learnerHome } from "@/features/learn/server";
import { learnHomeResponseSchema } from "@/features/learn";

/** The learner home: the caller's enrollments with progress and where to continue. */
export const GET = handler({ response: learnHomeResponseSchema, access: { signedIn: true } }, async ({ caller }) => ({ data: { courses: await learnerHome(caller.user.id) } }));
