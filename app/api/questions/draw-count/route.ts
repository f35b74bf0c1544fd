// GET /api/questions/draw-count: how many bank questions a quiz's random draw can choose from,
// counted exactly as saving the quiz checks it, so the builder can warn before the save refuses.
import { handler } from "@/lib/api/handler";
import { drawAvailable } from "@/features/quizzes/server";
import { drawCountQuerySchema, drawCountResponseSchema } from "@/features/quizzes";

export const GET = handler({ response: drawCountResponseSchema, access: { permission: ["questions", "read"] }, query: drawCountQuerySchema }, async ({ query }) => ({
  data: { available: await drawAvailable({ category: query.category, difficulty: query.difficulty, type: query.type, tags: query.tags }, query.exclude) },
}));
