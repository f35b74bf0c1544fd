"use client";

// The question form, shared by Add and Edit (docs/product.md §5). It validates with the API's own schema, so
// the same messages appear whether the browser or the server finds the mistake.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { SelectOptions } from "@/components/data-list/filter-fields";
import { SubmitButton } from "@/components/data-list/form-footer";
import { FormField, SelectField, TextField } from "@/components/data-list/text-field";
import { applyServerErrors } from "@/components/data-list/server-errors";
import { Button } from "@/components/ui/button";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { DIFFICULTIES, QUESTION_TYPES, TEXT_FORMATS } from "@/lib/validation/common";
import {
  DIFFICULTY_LABELS,
  OPTION_SLOTS,
  QUESTION_TYPE_LABELS,
  TEXT_FORMAT_LABELS,
  questionSchema,
  type QuestionFormValues,
  type QuestionInput,
  type QuestionType,
} from "../schema";
import type { Question } from "./queries";
import { cn } from "@/lib/utils";
import { AnswerFields, blankAnswer, blankPair, defaultRows } from "./question-answer-fields";
import { firstMessage } from "./form-errors";

const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }));
const TEXT_FORMAT_OPTIONS = TEXT_FORMATS.map((f) => ({ value: f, label: TEXT_FORMAT_LABELS[f] }));
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
  // The three selects edit their value by the same name, under an id made from it.
  const selectField = (name: "type" | "difficulty" | "category") => ({ control, name, id: `question-${name}`, error: message(name) });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField form={form} name="title" id="question-title" label="Title" />

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
                <SelectOptions options={TEXT_FORMAT_OPTIONS} />
              </Select>
            )}
          />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          {...selectField("type")}
          label="Type"
          placeholder="Select type"
          options={TYPE_OPTIONS}
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
        <SelectField {...selectField("difficulty")} label="Difficulty" placeholder="Select difficulty" options={DIFFICULTY_OPTIONS} />
        <SelectField {...selectField("category")} label="Category" placeholder="Select category" options={categoryChoices.map((c) => ({ value: c, label: c }))} />
      </div>

      <TextField form={form} name="tags" id="question-tags" label="Tags" placeholder="e.g. react, hooks" hint="Separate tags with commas." />

      <AnswerFields form={form} type={type} />

      {type && (
        <FormField id="question-general-feedback" label="General feedback (optional)" error={message("generalFeedback")}>
          {(control) => <Textarea {...control} rows={2} className="max-h-48" {...register("generalFeedback")} />}
        </FormField>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pending={isSubmitting} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
