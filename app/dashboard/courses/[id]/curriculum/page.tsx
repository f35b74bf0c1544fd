import { notFound, redirect } from "next/navigation";
import type { Metadata } from "next";
import { CurriculumBuilder } from "@/components/curriculum/curriculum-builder";
import { getCurrentUser } from "@/lib/auth/session";
import { getCourse } from "@/lib/data/courses";
import { can } from "@/lib/permissions";
import { idSchema } from "@/lib/validations/common";

type Props = { params: Promise<{ id: string }> };

async function load(id: string) {
  const user = await getCurrentUser();
  if (!user || !can(user.role, "update", "courses")) redirect("/dashboard");
  if (!idSchema.safeParse(id).success) notFound();
  const course = await getCourse(id, { role: user.role });
  if (!course) notFound();
  return course;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const course = await load((await params).id);
  return { title: `Curriculum · ${course.title}` };
}

/** The course builder (issue 19): sections and lessons of one course, for roles with courses update. */
export default async function CurriculumPage({ params }: Props) {
  const { id } = await params;
  const course = await load(id);
  return <CurriculumBuilder courseId={id} course={{ title: course.title, status: course.status }} />;
}
