import { notFound } from "next/navigation";
import { Player } from "@/features/lessons/client";
import { getCurrentUser } from "@/lib/auth/current-user";
import { idSchema } from "@/lib/validation/common";

export const metadata = { title: "Lesson" };

type Props = { params: Promise<{ courseId: string; lessonId: string }> };

/**
 * /learn/{courseId}/{lessonId}: the course player. Open to visitors too, for free preview lessons;
 * the player sends a visitor to sign in when the lesson is not one, and the API decides in the end.
 */
export default async function LessonPage({ params }: Props) {
  const { courseId, lessonId } = await params;
  if (!idSchema.safeParse(courseId).success || !idSchema.safeParse(lessonId).success) notFound();
  const user = await getCurrentUser();
  return <Player courseId={courseId} lessonId={lessonId} user={user ? { role: user.role } : null} />;
}
