import { redirect } from "next/navigation";
import { StudentsView } from "@/components/students/students-view";
import { getCurrentUser } from "@/lib/auth/session";
import { listCourseOptions } from "@/lib/data/students";
import { can } from "@/lib/permissions";

export const metadata = { title: "Students" };

export default async function StudentsPage() {
  const user = await getCurrentUser();
  if (!user || !can(user.role, "read", "students")) redirect("/dashboard");
  const courses = await listCourseOptions();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Students</h1>
        <p className="text-muted-foreground">Track learners, their enrollments and their progress.</p>
      </div>
      <StudentsView courses={courses} />
    </div>
  );
}
