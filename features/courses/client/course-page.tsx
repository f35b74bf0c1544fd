// The dashboard's course page: the course's detail and, for roles that edit courses, the settings
// of the certificate its learners earn. No "use client": it only places the two client components.
import { CourseCertificateSettingsCard } from "@/features/certificates/client";
import type { CourseDetailDto } from "./queries";
import { CourseDetail } from "./course-detail";

export function CourseDetailPage({ course, canEditCertificate }: { course: CourseDetailDto; canEditCertificate: boolean }) {
  return (
    <div className="space-y-6">
      <CourseDetail initial={course} />
      {canEditCertificate && <CourseCertificateSettingsCard courseId={course._id} />}
    </div>
  );
}
