import { ListPageSkeleton } from "@/components/data-list/list-page-skeleton";

export default function StudentsLoading() {
  return <ListPageSkeleton label="Loading students" withAction={false} />;
}
