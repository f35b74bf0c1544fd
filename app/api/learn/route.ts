import { handler } from "@/lib/api/handler";
import { learnerHome } from "@/lib/data/learn/home";
import { myCoursesResponse } from "@/lib/validations/responses/learn";

/** The learner home: the caller's enrollments with progress and where to continue. */
export const GET = handler({ response: myCoursesResponse, access: { signedIn: true } }, async ({ caller }) => ({ data: { courses: await learnerHome(caller.user.id) } }));
