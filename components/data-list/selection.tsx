"use client";

// Row selection for bulk actions: the header checkbox that selects every row on the page (checked,
// unchecked, or indeterminate when only some are), and each row's own checkbox.
import { Checkbox } from "@/components/ui/checkbox";
import { TableCell, TableHead } from "@/components/ui/table";

/** A copy of the selection with `ids` added (`on`) or removed. */
export function toggleIds<T>(selected: ReadonlySet<T>, ids: Iterable<T>, on: boolean): Set<T> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

type SelectProps = { label: string; onChange: (checked: boolean) => void; className?: string; disabled?: boolean };

/** The select-all header cell: `selected` of the page's `total` rows are selected now. */
export function SelectAllHead({ label, selected, total, onChange, className, disabled }: SelectProps & { selected: number; total: number }) {
  const checked = selected === 0 ? false : selected === total ? true : "indeterminate";
  return (
    <TableHead className={className}>
      <Checkbox aria-label={label} checked={checked} onCheckedChange={(v) => onChange(v === true)} disabled={disabled} />
    </TableHead>
  );
}

/** A row's selection cell (the phone card layout places it by `data-cell="select"`). */
export function SelectCell({ label, checked, onChange, className, disabled }: SelectProps & { checked: boolean }) {
  return (
    <TableCell className={className} data-cell="select">
      <Checkbox aria-label={label} checked={checked} onCheckedChange={(v) => onChange(v === true)} disabled={disabled} />
    </TableCell>
  );
}
