import { CurriculumPage, curriculumMetadata } from "@/features/lessons/web";

export const generateMetadata = curriculumMetadata;
export default CurriculumPage;
