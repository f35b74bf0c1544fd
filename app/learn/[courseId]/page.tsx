import { notFound, redirect } from "next/navigation";
import { ResumeRedirect } from "@/features/learn/client";
import { getCurrentUser } from "@/lib/auth/current-user";
import { idSchema } from "@/lib/validation/common";

export const metadata = { title: "Resume learning" };

type Props = { params: Promise<{ courseId: string }> };

/** /learn/{courseId}: opens the lesson the learner stopped at (the first one on a first visit). */
export default async function ResumePage({ params }: Props) {
  const { courseId } = await params;
  if (!idSchema.safeParse(courseId).success) notFound();
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`/learn/${courseId}`)}`);
  return <ResumeRedirect courseId={courseId} staff={user.role !== "user"} />;
}
