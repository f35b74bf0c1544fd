"use client";

// The question form, shared by Add and Edit (SPEC §5). It validates with the API's own schema, so
// the same messages appear whether the browser or the server finds the mistake.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { SelectField } from "@/components/data-list/text-field";
import { applyServerErrors } from "@/components/data-list/server-errors";
import { Button } from "@/components/ui/button";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { DIFFICULTIES, QUESTION_TYPES, TEXT_FORMATS } from "@/lib/validations/common";
import {
  DIFFICULTY_LABELS,
  OPTION_SLOTS,
  QUESTION_TYPE_LABELS,
  TEXT_FORMAT_LABELS,
  questionSchema,
  type QuestionFormValues,
  type QuestionInput,
  type QuestionType,
} from "@/lib/validations/question";
import type { Question } from "@/lib/queries/questions";
import { cn } from "@/lib/utils";
import { AnswerFields, blankAnswer, blankPair, defaultRows } from "./question-answer-fields";
import { firstMessage } from "./form-errors";

const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }));
const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }));

function toFormValues(question?: Question | null): Partial<QuestionFormValues> {
  if (!question) {
    return { title: "", description: "", category: "", tags: "", textFormat: "plain", generalFeedback: "", correctAnswer: "", ...defaultRows("multiple-choice"), options: [] };
  }
  const type = question.type;
  const answers = question.answers.map((a) => ({ ...a }));
  // Multiple choice shows A to D at least; the other answer lists show one row at least.
  if (type === "multiple-choice") while (answers.length < OPTION_SLOTS.length) answers.push(blankAnswer());
  if ((type === "short-answer" || type === "numerical") && answers.length === 0) answers.push(blankAnswer(100));
  const pairs = question.pairs.map((p) => ({ ...p }));
  if (type === "matching") while (pairs.length < 2) pairs.push(blankPair());
  return {
    title: question.title,
    description: question.description,
    type,
    difficulty: question.difficulty,
    category: question.category,
    tags: question.tags.join(", "),
    // Multiple choice is edited through its answers; the options list follows from them.
    options: [],
    correctAnswer: type === "multiple-choice" ? "" : (question.correctAnswer ?? ""),
    textFormat: question.textFormat,
    generalFeedback: question.generalFeedback,
    idNumber: question.idNumber,
    answers,
    multipleAnswers: question.multipleAnswers,
    caseSensitive: question.caseSensitive,
    pairs,
    trueFeedback: question.trueFeedback,
    falseFeedback: question.falseFeedback,
  };
}

type Props = {
  question?: Question | null;
  categories: string[];
  submitLabel: string;
  /** Resolves with the server's error when saving failed (its 422 field messages go under the fields). */
  onSubmit: (values: QuestionInput) => Promise<{ error: unknown } | void>;
  onCancel: () => void;
  /** Told whether the form holds typed, unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
};

export function QuestionForm({ question, categories, submitLabel, onSubmit, onCancel, onDirtyChange }: Props) {
  const form = useForm<QuestionFormValues, unknown, QuestionInput>({
    resolver: zodResolver(questionSchema),
    defaultValues: toFormValues(question),
  });
  const { register, control, handleSubmit, setError, setValue, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const type = useWatch({ control, name: "type" }) as QuestionType | undefined;
  const categoryChoices = [...new Set([...categories, ...(question ? [question.category] : [])])];

  const submit = handleSubmit(async (values) => {
    const result = await onSubmit(values);
    if (result) applyServerErrors(result.error, setError, Object.keys(form.getValues()));
  });

  const message = (name: keyof QuestionFormValues) => firstMessage(errors[name]);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="question-title">Title</Label>
        <Input id="question-title" autoComplete="off" {...register("title")} {...fieldErrorProps("question-title", message("title"))} />
        <FieldError id={fieldErrorId("question-title")} message={message("title")} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor="question-description">Description</Label>
        <Textarea
          id="question-description"
          rows={type === "code" ? 8 : 4}
          spellCheck={type !== "code"}
          className={cn("max-h-80", type === "code" && "font-mono")}
          {...register("description")}
          {...fieldErrorProps("question-description", message("description"))}
        />
        <FieldError id={fieldErrorId("question-description")} message={message("description")} />
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor="question-text-format" className="text-xs font-normal text-muted-foreground">
            Text format
          </Label>
          <Controller
            control={control}
            name="textFormat"
            render={({ field }) => (
              <Select value={field.value ?? "plain"} onValueChange={field.onChange}>
                <SelectTrigger id="question-text-format" size="sm" className="w-48" onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TEXT_FORMATS.map((f) => (
                    <SelectItem key={f} value={f}>
                      {TEXT_FORMAT_LABELS[f]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          control={control}
          name="type"
          id="question-type"
          label="Type"
          placeholder="Select type"
          options={TYPE_OPTIONS}
          error={message("type")}
          beforeChange={(next, previous) => {
            const keepAnswer = (previous === "essay" || previous === "code") && (next === "essay" || next === "code");
            if (!keepAnswer && next !== previous) setValue("correctAnswer", "");
            // Another kind of answer list starts from that type's rows (A–D, one answer, three pairs).
            const kind = (t: string) => (t === "multiple-choice" ? "mc" : t === "short-answer" || t === "numerical" ? "answers" : t);
            if (kind(next) !== kind(previous)) {
              const rows = defaultRows(next as QuestionType);
              setValue("answers", rows.answers);
              setValue("pairs", rows.pairs);
            }
          }}
        />
        <SelectField
          control={control}
          name="difficulty"
          id="question-difficulty"
          label="Difficulty"
          placeholder="Select difficulty"
          options={DIFFICULTY_OPTIONS}
          error={message("difficulty")}
        />
        <SelectField
          control={control}
          name="category"
          id="question-category"
          label="Category"
          placeholder="Select category"
          options={categoryChoices.map((c) => ({ value: c, label: c }))}
          error={message("category")}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor="question-tags">Tags</Label>
        <Input
          id="question-tags"
          placeholder="e.g. react, hooks"
          autoComplete="off"
          {...register("tags")}
          aria-describedby={message("tags") ? `${fieldErrorId("question-tags")} question-tags-hint` : "question-tags-hint"}
          aria-invalid={message("tags") ? true : undefined}
        />
        <p id="question-tags-hint" className="text-xs text-muted-foreground">
          Separate tags with commas.
        </p>
        <FieldError id={fieldErrorId("question-tags")} message={message("tags")} />
      </div>

      <AnswerFields form={form} type={type} />

      {type && (
        <div className="grid gap-2">
          <Label htmlFor="question-general-feedback">General feedback (optional)</Label>
          <Textarea
            id="question-general-feedback"
            rows={2}
            className="max-h-48"
            {...register("generalFeedback")}
            {...fieldErrorProps("question-general-feedback", message("generalFeedback"))}
          />
          <FieldError id={fieldErrorId("question-general-feedback")} message={message("generalFeedback")} />
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
