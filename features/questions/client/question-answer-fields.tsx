"use client";

// The part of the question form that depends on the type:
//   multiple choice  options A–D first ("Add option" up to J), each with a grade in percent and
//                    feedback; the correct answer chosen from them (docs/product.md §5), or several right
//                    options with partial credit when "Multiple answers allowed" is on;
//   true/false       the correct answer, and feedback for each answer;
//   short answer     accepted answers with grades and feedback, and case sensitivity;
//   numerical        answers (a number with an error margin, a range like 1..5, or *) with grades;
//   matching         pairs of an item and its answer;
//   essay, code      an optional model answer; description has none.
import { Controller, useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { Plus, X } from "lucide-react";
import { SelectOptions } from "@/components/data-list/filter-fields";
import { FormField } from "@/components/data-list/text-field";
import { Button } from "@/components/ui/button";
import { FieldError, fieldErrorId } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import {
  MAX_ANSWERS,
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_LETTERS,
  TRUE_FALSE_ANSWERS,
  type QuestionFormValues,
  type QuestionInput,
  type QuestionType,
} from "../schema";
import { cn } from "@/lib/utils";
import { firstMessage } from "./form-errors";

const TRUE_FALSE_OPTIONS = TRUE_FALSE_ANSWERS.map((a) => ({ value: a, label: a }));

type Form = UseFormReturn<QuestionFormValues, unknown, QuestionInput>;
type Props = { form: Form; type: QuestionType | undefined };

export const blankAnswer = (weight = 0) => ({ text: "", weight, feedback: "", tolerance: 0 });
export const blankPair = () => ({ question: "", answer: "" });

/** The rows a type starts with: A–D for multiple choice, one full-marks answer, three pairs. */
export function defaultRows(type: QuestionType | undefined) {
  if (type === "multiple-choice") return { answers: Array.from({ length: 4 }, () => blankAnswer()), pairs: [] };
  if (type === "short-answer" || type === "numerical") return { answers: [blankAnswer(100)], pairs: [] };
  if (type === "matching") return { answers: [], pairs: Array.from({ length: 3 }, blankPair) };
  return { answers: [], pairs: [] };
}

export function AnswerFields({ form, type }: Props) {
  if (!type || type === "description") return null;
  if (type === "essay" || type === "code") return <ModelAnswer form={form} type={type} />;
  if (type === "true-false") return <TrueFalseFields form={form} />;
  if (type === "matching") return <PairFields form={form} />;
  return <AnswerList form={form} type={type} />;
}

function ModelAnswer({ form, type }: { form: Form; type: "essay" | "code" }) {
  const answerError = firstMessage(form.formState.errors.correctAnswer);
  return (
    <FormField id="question-answer" label="Model answer (optional)" error={answerError}>
      {(control) => (
        <Textarea
          {...control}
          rows={type === "code" ? 6 : 3}
          spellCheck={type !== "code"}
          className={cn("max-h-72", type === "code" && "font-mono")}
          {...form.register("correctAnswer")}
        />
      )}
    </FormField>
  );
}

function TrueFalseFields({ form }: { form: Form }) {
  const answerError = firstMessage(form.formState.errors.correctAnswer);
  return (
    <div className="grid gap-4">
      <FormField id="question-answer" label="Correct answer" error={answerError}>
        {(aria) => (
          <Controller
            control={form.control}
            name="correctAnswer"
            render={({ field }) => (
              <Select value={TRUE_FALSE_ANSWERS.includes(field.value as "True") ? (field.value ?? "") : ""} onValueChange={field.onChange}>
                <SelectTrigger {...aria} className="w-full sm:w-72" onBlur={field.onBlur}>
                  <SelectValue placeholder="Select the correct answer" />
                </SelectTrigger>
                <SelectOptions options={TRUE_FALSE_OPTIONS} />
              </Select>
            )}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="question-true-feedback">Feedback when answered True</Label>
          <Input id="question-true-feedback" autoComplete="off" {...form.register("trueFeedback")} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="question-false-feedback">Feedback when answered False</Label>
          <Input id="question-false-feedback" autoComplete="off" {...form.register("falseFeedback")} />
        </div>
      </div>
    </div>
  );
}

function AnswerList({ form, type }: { form: Form; type: "multiple-choice" | "short-answer" | "numerical" }) {
  const { control, register, setValue, getValues, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "answers" });
  const answers = useWatch({ control, name: "answers" }) ?? [];
  const multiple = useWatch({ control, name: "multipleAnswers" }) ?? false;
  const mc = type === "multiple-choice";
  const max = mc ? MAX_OPTIONS : MAX_ANSWERS;
  const min = mc ? MIN_OPTIONS : 1;
  const listError = firstMessage(mc ? (formState.errors.options ?? formState.errors.answers) : formState.errors.answers);
  const answerError = firstMessage(formState.errors.correctAnswer);
  const label = (i: number) => (mc ? `Option ${OPTION_LETTERS[i]}` : `Answer ${i + 1}`);
  const short = (i: number) => (mc ? OPTION_LETTERS[i] : String(i + 1));
  const correctIndex = answers.findIndex((a) => Number(a?.weight) === 100 && (a?.text ?? "").trim() !== "");

  return (
    <div className="grid gap-4">
      {mc && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...register("multipleAnswers")} />
          Multiple answers allowed (several right options, each worth part of the grade)
        </label>
      )}
      {type === "short-answer" && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...register("caseSensitive")} />
          Case sensitive (&quot;Paris&quot; and &quot;paris&quot; are different answers)
        </label>
      )}
      <fieldset className="grid gap-3" aria-describedby={listError ? fieldErrorId("question-options") : undefined}>
        <legend className="mb-1 text-sm font-medium">{mc ? "Options" : "Accepted answers"}</legend>
        {type === "numerical" && (
          <p className="text-xs text-muted-foreground">A number with an error margin, a range such as 1..5, or * for any other answer.</p>
        )}
        {fields.map((field, i) => {
          const text = register(`answers.${i}.text`);
          return (
            <div key={field.id} className="grid gap-2 rounded-md border p-3" data-testid="answer-row">
              <div className="flex items-end gap-2">
                <div className="grid flex-1 gap-1.5">
                  <Label htmlFor={`question-option-${short(i)}`} className="text-muted-foreground">
                    {label(i)}
                  </Label>
                  <Input
                    id={`question-option-${short(i)}`}
                    autoComplete="off"
                    inputMode={type === "numerical" ? "decimal" : undefined}
                    aria-invalid={listError ? true : undefined}
                    {...text}
                  />
                </div>
                {type === "numerical" && (
                  <div className="grid w-24 gap-1.5">
                    <Label htmlFor={`question-tolerance-${i}`} className="text-muted-foreground">
                      ± margin<span className="sr-only"> for answer {short(i)}</span>
                    </Label>
                    <Input id={`question-tolerance-${i}`} type="number" min={0} step="any" inputMode="decimal" {...register(`answers.${i}.tolerance`)} />
                  </div>
                )}
                <div className="grid w-24 gap-1.5">
                  <Label htmlFor={`question-weight-${i}`} className="text-muted-foreground">
                    Grade %<span className="sr-only"> for {mc ? "" : "answer "}{short(i)}</span>
                  </Label>
                  <Input id={`question-weight-${i}`} type="number" min={-100} max={100} step="any" inputMode="decimal" {...register(`answers.${i}.weight`)} />
                </div>
                {fields.length > min && (
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove row ${short(i)}`} onClick={() => remove(i)}>
                    <X aria-hidden="true" />
                  </Button>
                )}
              </div>
              <Input aria-label={`Feedback for ${mc ? "" : "answer "}${short(i)}`} placeholder="Feedback (optional)" autoComplete="off" {...register(`answers.${i}.feedback`)} />
            </div>
          );
        })}
        {fields.length < max && (
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => append(blankAnswer(mc ? 0 : 100))}>
            <Plus aria-hidden="true" /> {mc ? "Add option" : "Add answer"}
          </Button>
        )}
        <FieldError id={fieldErrorId("question-options")} message={listError} />
      </fieldset>

      {mc && !multiple && (
        <FormField id="question-answer" label="Correct answer" error={answerError}>
          {(control) => (
            <Select
              value={correctIndex >= 0 ? String(correctIndex) : ""}
              onValueChange={(value) => {
                const chosen = Number(value);
                // The chosen option gets full marks; another option that had them goes back to none.
                getValues("answers")?.forEach((a, i) => {
                  if (i === chosen) setValue(`answers.${i}.weight`, 100, { shouldDirty: true });
                  else if (Number(a.weight) === 100) setValue(`answers.${i}.weight`, 0, { shouldDirty: true });
                });
              }}
              disabled={answers.every((a) => !(a?.text ?? "").trim())}
            >
              <SelectTrigger {...control} className="w-full sm:w-72">
                <SelectValue placeholder={answers.every((a) => !(a?.text ?? "").trim()) ? "Fill in the options first" : "Select the correct answer"} />
              </SelectTrigger>
              <SelectContent>
                {answers.map((a, i) =>
                  (a?.text ?? "").trim() ? (
                    <SelectItem key={i} value={String(i)}>
                      {`${OPTION_LETTERS[i]}. ${a.text}`}
                    </SelectItem>
                  ) : null,
                )}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    </div>
  );
}

function PairFields({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "pairs" });
  const error = firstMessage(form.formState.errors.pairs);
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? fieldErrorId("question-pairs") : undefined}>
      <legend className="mb-1 text-sm font-medium">Pairs</legend>
      {fields.map((field, i) => (
        <div key={field.id} className="flex flex-wrap items-end gap-2 rounded-md border p-3 sm:flex-nowrap">
          <div className="grid min-w-40 flex-1 gap-1.5">
            <Label htmlFor={`question-pair-${i}`} className="text-muted-foreground">
              Item {i + 1}
            </Label>
            <Input id={`question-pair-${i}`} autoComplete="off" {...form.register(`pairs.${i}.question`)} />
          </div>
          <div className="grid min-w-40 flex-1 gap-1.5">
            <Label htmlFor={`question-pair-answer-${i}`} className="text-muted-foreground">
              Matches
            </Label>
            <Input id={`question-pair-answer-${i}`} autoComplete="off" {...form.register(`pairs.${i}.answer`)} />
          </div>
          {fields.length > 2 && (
            <Button type="button" variant="ghost" size="icon" aria-label={`Remove pair ${i + 1}`} onClick={() => remove(i)}>
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      ))}
      {fields.length < MAX_ANSWERS && (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => append(blankPair())}>
          <Plus aria-hidden="true" /> Add pair
        </Button>
      )}
      <FieldError id={fieldErrorId("question-pairs")} message={error} />
    </fieldset>
  );
}
