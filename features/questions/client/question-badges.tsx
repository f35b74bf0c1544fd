// Small labels the table and the preview share.
import { Badge } from "@/components/ui/badge";
import { DIFFICULTY_LABELS, QUESTION_TYPE_LABELS, type Difficulty, type QuestionType } from "../schema";

const DIFFICULTY_VARIANT = { easy: "success", medium: "warning", hard: "destructive" } as const;

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <Badge variant={DIFFICULTY_VARIANT[difficulty] ?? "secondary"}>{DIFFICULTY_LABELS[difficulty] ?? difficulty}</Badge>;
}

export function TypeBadge({ type }: { type: QuestionType }) {
  return <Badge variant="outline">{QUESTION_TYPE_LABELS[type] ?? type}</Badge>;
}

/** docs/product.md §2: up to 3 tags, then '+N' for the rest. */
export function TagList({ tags, max = 3 }: { tags: string[]; max?: number }) {
  if (tags.length === 0) return <span className="text-muted-foreground">-</span>;
  const shown = tags.slice(0, max);
  const rest = tags.length - shown.length;
  return (
    <span className="flex gap-1">
      {shown.map((tag) => (
        <Badge key={tag} variant="secondary">
          {tag}
        </Badge>
      ))}
      {rest > 0 && (
        <Badge variant="outline" title={tags.slice(max).join(", ")}>
          +{rest}
        </Badge>
      )}
    </span>
  );
}
