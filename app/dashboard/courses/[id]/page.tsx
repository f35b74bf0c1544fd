import { notFound, redirect } from "next/navigation";
import type { Metadata } from "next";
import { CourseDetail } from "@/components/courses/course-detail";
import { CourseCertificateSettingsCard } from "@/components/certificates/course-certificate-settings";
import { getCurrentUser } from "@/lib/auth/session";
import { getCourse } from "@/lib/data/courses";
import { can, canVisitDashboardPath } from "@/lib/permissions";
import { idSchema } from "@/lib/validations/common";

type Props = { params: Promise<{ id: string }> };

async function load(id: string) {
  const user = await getCurrentUser();
  if (!user || !canVisitDashboardPath(user.role, "/dashboard/courses")) redirect("/dashboard");
  if (!idSchema.safeParse(id).success) notFound();
  const course = await getCourse(id, { role: user.role });
  if (!course) notFound();
  return course;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const course = await load(id);
  return { title: course.title };
}

/** View: the course's detail. The h1 is the course title, rendered by CourseDetail. */
export default async function CoursePage({ params }: Props) {
  const { id } = await params;
  const course = await load(id);
  const user = await getCurrentUser();
  return (
    <div className="space-y-6">
      <CourseDetail initial={course} />
      {user && can(user.role, "update", "courses") && <CourseCertificateSettingsCard courseId={id} />}
    </div>
  );
}
