import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { redirect } from "next/navigation";
import { QuestionsView } from "@/components/questions/questions-view";
import { getCurrentUser } from "@/lib/auth/session";
import { questionListEnvelope } from "@/lib/api/list-envelopes";
import { can } from "@/lib/permissions";
import { makeQueryClient } from "@/lib/queries/query-client";
import { DEFAULT_QUESTION_LIST_PARAMS, questionKeys } from "@/lib/queries/questions";
import { questionListQuerySchema } from "@/lib/validations/question";

export const metadata = { title: "Questions" };

export default async function QuestionsPage() {
  const user = await getCurrentUser();
  if (!user || !can(user.role, "read", "questions")) redirect("/dashboard");

  // The first page arrives with the HTML (STYLE.md habit 8); the client takes over from there.
  const queryClient = makeQueryClient();
  const firstPage = await questionListEnvelope(questionListQuerySchema.parse(DEFAULT_QUESTION_LIST_PARAMS));
  queryClient.setQueryData(questionKeys.list(DEFAULT_QUESTION_LIST_PARAMS), firstPage);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <QuestionsView
        heading={
          <div className="space-y-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Question Bank</h1>
            <p className="text-muted-foreground">Write, preview, import and export the questions your courses use.</p>
          </div>
        }
      />
    </HydrationBoundary>
  );
}
