import { StudentsView } from "@/features/students/client";
import { listCourseOptions } from "@/features/students/server";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "Students" };

export default async function StudentsPage() {
  await requirePermission("read", "students");
  const courses = await listCourseOptions();
  return (
    <div className="space-y-6">
      <PageHeader title="Students" large>Track learners, their enrollments and their progress.</PageHeader>
      <StudentsView courses={courses} />
    </div>
  );
}
