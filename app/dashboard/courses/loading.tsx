import { ListPageSkeleton } from "@/components/data-list/list-page-skeleton";

export default function CoursesLoading() {
  return <ListPageSkeleton label="Loading courses" />;
}
