"use client";

// The list kit's table: column priorities and the phone card layout (data-table.css), and sortable
// column headers that say their direction to assistive technology (aria-sort).
import type { ComponentProps, ReactNode } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Table, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import type { Sorting, SortOrder } from "./use-list-state";
import "./data-table.css";

/** A table that fits its container: put `data-priority`, `data-label` and `data-cell` on its cells. */
export function DataTable({ className, containerClassName, ...props }: ComponentProps<typeof Table>) {
  return (
    <div className="data-list w-full min-w-0">
      <Table className={className} containerClassName={containerClassName} {...props} />
    </div>
  );
}

type SortableHeadProps<S extends string> = Omit<ComponentProps<typeof TableHead>, "onClick"> & {
  column: S;
  sort: S;
  order: SortOrder;
  onSort: (column: S) => void;
  children: ReactNode;
  align?: "left" | "right";
};

export function SortableHead<S extends string>({ column, sort, order, onSort, children, align = "left", className, ...props }: SortableHeadProps<S>) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : order === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (order === "asc" ? "ascending" : "descending") : "none"} className={cn(align === "right" && "text-right", className)} {...props}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          "-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-medium hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
          align === "right" && "flex-row-reverse",
          active ? "text-foreground" : "text-muted-foreground",
        )}
      >
        {children}
        <Icon className={cn("size-3.5", !active && "opacity-50")} aria-hidden />
      </button>
    </TableHead>
  );
}

/** The table's one header row. */
export function HeaderRow({ children }: { children: ReactNode }) {
  return (
    <TableHeader>
      <TableRow>{children}</TableRow>
    </TableHeader>
  );
}

/** A column of a list's table: its header, the sort it offers if any, and its priority (data-table.css hides 4, then 3, then 2 as the table narrows). */
export type Column<S extends string, Row = never> = {
  label: string;
  sort?: S;
  priority?: 2 | 3 | 4;
  className?: string;
  /** The row's cell, for a table that draws its cells from its columns (ColumnCells). */
  cell?: (row: Row) => ReactNode;
  cellClassName?: string;
  /** The phone card's label for the cell when it differs from the header. */
  cellLabel?: string;
  /** The row's title: the phone card shows it first, unlabelled. */
  primary?: boolean;
};

/** The header cells of a table's columns, sortable ones as buttons. */
export function ColumnHeads<S extends string>({ columns, sort, order, onSort }: { columns: readonly Column<S>[] } & Sorting<S>) {
  return columns.map(({ label, sort: column, priority, className }) => {
    const dataPriority = priority === undefined ? undefined : String(priority);
    return column ? (
      <SortableHead key={label} column={column} sort={sort} order={order} onSort={onSort} data-priority={dataPriority} className={className}>
        {label}
      </SortableHead>
    ) : (
      <TableHead key={label} data-priority={dataPriority} className={className}>
        {label}
      </TableHead>
    );
  });
}

/** A row's cells, one a column: labelled for the phone card and hidden by priority like their headers. */
export function ColumnCells<Row>({ columns, row }: { columns: readonly Column<string, Row>[]; row: Row }) {
  return columns.map(({ label, priority, cell, cellClassName, cellLabel, primary }) => (
    <TableCell key={label} className={cellClassName} data-cell={primary ? "primary" : undefined} data-label={primary ? undefined : (cellLabel ?? label)} data-priority={priority === undefined ? undefined : String(priority)}>
      {cell?.(row)}
    </TableCell>
  ));
}

/** The header of the row-actions column: empty on screen, named for assistive technology. */
export function ActionsHead({ label = "Actions", className }: { label?: string; className?: string }) {
  return (
    <TableHead className={className}>
      <span className="sr-only">{label}</span>
    </TableHead>
  );
}
