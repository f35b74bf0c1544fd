import { StudentsView } from "@/components/students/students-view";
import { listCourseOptions } from "@/lib/data/students";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "../require-permission";

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
