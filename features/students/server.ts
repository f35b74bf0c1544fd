// Learners (User rows with role "user") and their enrollments, by operation: list.ts (list, stats,
// course options), get.ts, mutations.ts (add, edit, delete), enrollments.ts, export.ts and import.ts.
export { LEARNER_ROLE, EXPORT_BATCH_SIZE, averageProgress, type StudentJson, type EnrollmentJson, type StudentDetailJson, type StudentStats, type CourseOption } from "./server/shape";
export { studentWhere, listStudents, studentStats, listCourseOptions } from "./server/list";
export { getStudent } from "./server/get";
export { createStudent, updateStudent, deleteStudent, bulkDeleteStudents } from "./server/mutations";
export { enrollStudent, unenrollStudent } from "./server/enrollments";
export { EXPORT_HEADER, exportStudentsCsv, exportFileName, templateCsv } from "./server/export";
export { importStudents } from "./server/import";
export { promoteStudent } from "./server/promote";
