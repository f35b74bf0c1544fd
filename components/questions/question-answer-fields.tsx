"use client";

// The part of the question form that depends on the type: 4 option slots (A to D) and a correct
// answer chosen from them for multiple choice, True/False for true-false, an optional model answer
// for essay and code.
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { FieldError, fieldErrorId, fieldErrorProps } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { OPTION_SLOTS, TRUE_FALSE_ANSWERS, type QuestionFormValues, type QuestionInput, type QuestionType } from "@/lib/validations/question";
import { cn } from "@/lib/utils";
import { firstMessage } from "./form-errors";

type Props = { form: UseFormReturn<QuestionFormValues, unknown, QuestionInput>; type: QuestionType | undefined };

export function AnswerFields({ form, type }: Props) {
  const { register, control, getValues, setValue, formState } = form;
  const options = useWatch({ control, name: "options" }) ?? [];
  const optionsError = firstMessage(formState.errors.options);
  const answerError = firstMessage(formState.errors.correctAnswer);

  if (!type) return null;

  if (type === "essay" || type === "code") {
    return (
      <div className="grid gap-2">
        <Label htmlFor="question-answer">Model answer (optional)</Label>
        <Textarea
          id="question-answer"
          rows={type === "code" ? 6 : 3}
          spellCheck={type !== "code"}
          className={cn("max-h-72", type === "code" && "font-mono")}
          {...register("correctAnswer")}
          {...fieldErrorProps("question-answer", answerError)}
        />
        <FieldError id={fieldErrorId("question-answer")} message={answerError} />
      </div>
    );
  }

  const choices =
    type === "true-false"
      ? TRUE_FALSE_ANSWERS.map((answer) => ({ value: answer, label: answer }))
      : OPTION_SLOTS.flatMap((letter, i) => {
          const text = options[i] ?? "";
          return text.trim() ? [{ value: text, label: `${letter}. ${text}` }] : [];
        });

  return (
    <div className="grid gap-4">
      {type === "multiple-choice" && (
        <fieldset className="grid gap-3" aria-describedby={optionsError ? fieldErrorId("question-options") : undefined}>
          <legend className="mb-1 text-sm font-medium">Options</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {OPTION_SLOTS.map((letter, i) => {
              const field = register(`options.${i}`);
              return (
                <div key={letter} className="grid gap-1.5">
                  <Label htmlFor={`question-option-${letter}`} className="text-muted-foreground">
                    Option {letter}
                  </Label>
                  <Input
                    id={`question-option-${letter}`}
                    autoComplete="off"
                    {...field}
                    aria-invalid={optionsError ? true : undefined}
                    onChange={(event) => {
                      // Editing the option that is marked correct keeps it marked.
                      const before = getValues(`options.${i}`);
                      void field.onChange(event);
                      if (before && getValues("correctAnswer") === before) setValue("correctAnswer", event.target.value);
                    }}
                  />
                </div>
              );
            })}
          </div>
          <FieldError id={fieldErrorId("question-options")} message={optionsError} />
        </fieldset>
      )}

      <div className="grid gap-2">
        <Label htmlFor="question-answer">Correct answer</Label>
        <Controller
          control={control}
          name="correctAnswer"
          render={({ field }) => (
            <Select
              value={choices.some((c) => c.value === field.value) ? (field.value ?? "") : ""}
              onValueChange={field.onChange}
              disabled={choices.length === 0}
            >
              <SelectTrigger id="question-answer" className="w-full sm:w-72" onBlur={field.onBlur} {...fieldErrorProps("question-answer", answerError)}>
                <SelectValue placeholder={choices.length === 0 ? "Fill in the options first" : "Select the correct answer"} />
              </SelectTrigger>
              <SelectContent>
                {choices.map((choice) => (
                  <SelectItem key={choice.value} value={choice.value}>
                    {choice.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FieldError id={fieldErrorId("question-answer")} message={answerError} />
      </div>
    </div>
  );
}
