// Learners (User rows with role "user") and their enrollments, by operation: list.ts (list, stats,
// course options), get.ts, mutations.ts (add, edit, delete), enrollments.ts, export.ts and import.ts.
export { LEARNER_ROLE, EXPORT_BATCH_SIZE, averageProgress, type StudentJson, type EnrollmentJson, type StudentDetailJson, type StudentStats, type CourseOption } from "./shape";
export { studentWhere, listStudents, studentStats, listCourseOptions } from "./list";
export { getStudent } from "./get";
export { createStudent, updateStudent, deleteStudent, bulkDeleteStudents } from "./mutations";
export { enrollStudent, unenrollStudent } from "./enrollments";
export { EXPORT_HEADER, exportStudentsCsv, exportFileName, templateCsv } from "./export";
export { importStudents } from "./import";
