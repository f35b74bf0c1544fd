import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { QuestionsView } from "@/features/questions/client";
import { questionListEnvelope } from "@/features/questions/web";
import { makeQueryClient } from "@/lib/query/query-client";
import { DEFAULT_QUESTION_LIST_PARAMS, questionKeys } from "@/features/questions/client";
import { questionListQuerySchema } from "@/features/questions";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/lib/auth/require-permission";

export const metadata = { title: "Questions" };

export default async function QuestionsPage() {
  await requirePermission("read", "questions");

  // The first page arrives with the HTML (docs/architecture.md, convention 8); the client takes over from there.
  const queryClient = makeQueryClient();
  const firstPage = await questionListEnvelope(questionListQuerySchema.parse(DEFAULT_QUESTION_LIST_PARAMS));
  queryClient.setQueryData(questionKeys.list(DEFAULT_QUESTION_LIST_PARAMS), firstPage);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <QuestionsView
        heading={
          <PageHeader title="Question Bank" large>Write, preview, import and export the questions your courses use.</PageHeader>
        }
      />
    </HydrationBoundary>
  );
}
