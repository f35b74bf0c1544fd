"use client";

// The Students screen (docs/product.md §2): stat cards, search, Filter, Export Data, the paged table and the
// row actions. Search, filters and page live here; every figure comes from /api/admin/students.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useListState, usePermissions, useResourcePermissions } from "@/components/data-list";
import { studentListOptions, type StudentJson } from "./queries";
import type { CourseOption } from "../server";
import { STUDENT_SORTS, STUDENT_STATUSES, type StudentStatus } from "../schema";
import { StudentStats } from "./student-stats";
import { StudentsToolbar } from "./students-toolbar";
import { StudentsTable } from "./students-table";
import { StudentDetailsSheet } from "./student-details-sheet";
import { StudentFormDialog } from "./student-form-dialog";
import { EnrollDialog } from "./enroll-dialog";
import { DeleteStudentsDialog } from "./delete-students-dialog";
import { ImportStudentsDialog } from "./import-students-dialog";
import { PromoteStudentDialog } from "./promote-student-dialog";

/** `promote`: make a learner staff or admin (staff.create, admins only; docs/security.md §6). */
export type StudentPermissions = { create: boolean; update: boolean; delete: boolean; promote?: boolean };

export type StudentAction =
  | { kind: "details"; student: StudentJson }
  | { kind: "edit"; student: StudentJson }
  | { kind: "enroll"; student: StudentJson }
  | { kind: "delete"; students: StudentJson[] }
  | { kind: "promote"; student: StudentJson }
  | { kind: "create" }
  | { kind: "import" };

export function StudentsView({ courses }: { courses: CourseOption[] }) {
  const resourcePermissions = useResourcePermissions("students");
  const { can: allowed } = usePermissions();
  const permissions: StudentPermissions = { ...resourcePermissions, promote: allowed("create", "staff") };
  const list = useListState({ sorts: STUDENT_SORTS, defaultSort: "createdAt", defaultOrder: "desc", filters: ["status", "course"] });
  const status = (STUDENT_STATUSES as readonly string[]).includes(list.filters.status) ? (list.filters.status as StudentStatus) : undefined;
  const course = list.filters.course || undefined;
  const search = list.search;
  const [selected, setSelected] = useState<Map<string, StudentJson>>(new Map());
  const [action, setAction] = useState<StudentAction | null>(null);

  const params = { page: list.page, limit: list.pageSize, search: search || undefined, status, course, sort: list.sort, order: list.order };
  const query = useQuery(studentListOptions(params));
  const close = () => setAction(null);
  const filtered = list.filtered;

  return (
    <div className="space-y-6">
      <StudentStats stats={query.data?.stats} />
      <section aria-labelledby="students-heading" className="space-y-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
        <h2 id="students-heading" className="text-lg font-semibold">
          All Students
        </h2>
        <StudentsToolbar
          search={list.searchInput}
          onSearch={(v) => {
            list.setSearchInput(v);
            setSelected(new Map());
          }}
          status={status}
          onStatus={(v) => {
            list.setFilters({ status: v ?? "" });
            setSelected(new Map());
          }}
          course={course}
          onCourse={(v) => {
            list.setFilters({ course: v ?? "" });
            setSelected(new Map());
          }}
          courses={courses}
          exportFilter={{ search: search || undefined, status, course }}
          permissions={permissions}
          selectedCount={selected.size}
          onAction={setAction}
          onDeleteSelected={() => setAction({ kind: "delete", students: [...selected.values()] })}
        />
        <StudentsTable
          query={query}
          filtered={filtered}
          list={list}
          permissions={permissions}
          selected={selected}
          onSelect={setSelected}
          onAction={setAction}
        />
      </section>

      <StudentDetailsSheet
        studentId={action?.kind === "details" ? action.student._id : null}
        fallback={action?.kind === "details" ? action.student : null}
        courses={courses}
        permissions={permissions}
        onClose={close}
        onEdit={(student) => setAction({ kind: "edit", student })}
      />
      <StudentFormDialog
        mode={action?.kind === "edit" ? { kind: "edit", student: action.student } : { kind: "create" }}
        open={action?.kind === "edit" || action?.kind === "create"}
        courses={courses}
        onClose={close}
      />
      <EnrollDialog student={action?.kind === "enroll" ? action.student : null} courses={courses} onClose={close} />
      <DeleteStudentsDialog
        students={action?.kind === "delete" ? action.students : null}
        onClose={close}
        onDeleted={(ids) =>
          setSelected((current) => {
            const next = new Map(current);
            for (const id of ids) next.delete(id);
            return next;
          })
        }
      />
      {permissions.promote && <PromoteStudentDialog student={action?.kind === "promote" ? action.student : null} onClose={close} />}
      {permissions.create && <ImportStudentsDialog open={action?.kind === "import"} onClose={close} />}
    </div>
  );
}
