import type { ComponentProps } from "react";
import { RichText } from "./rich-text";

type Props = {
  id: string;
  /** The item to match, in the question's format. */
  item: string;
  format: ComponentProps<typeof RichText>["format"];
  value: string | null | undefined;
  choices: readonly string[];
  onChange: (value: string | null) => void;
  className: string;
  labelClassName?: string;
  selectClassName: string;
};

/** One row of a matching question: the item, then a native select of the answers ("Choose…" is no answer). */
export function MatchRow({ id, item, format, value, choices, onChange, className, labelClassName, selectClassName }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        <RichText text={item} format={format} inline />
      </label>
      <select id={id} value={value ?? ""} onChange={(e) => onChange(e.target.value || null)} className={selectClassName}>
        <option value="">Choose…</option>
        {choices.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}
