// The list-screen kit (issue 18): every list screen builds on these.
export { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";
export { DatedList, useDatedFilters } from "./dated-list";
export { ActionsHead, ColumnHeads, DataTable, SortableHead, type Column } from "./data-table";
export { DatedFilterBar, DateRangeError, DateRangeFields, FilterActions, isBackwardsRange, SearchBox, SearchField, SelectFilter, SelectOptions } from "./filter-fields";
export { FormFooter, SubmitButton } from "./form-footer";
export { LoadFailure } from "./load-failure";
export { EmptyList, ListContent, type EmptyListProps } from "./list-content";
export { LoadingBlocks } from "./loading-blocks";
export { ListPageSkeleton, SkeletonRows } from "./list-page-skeleton";
export { DataListPagination, ListPagination } from "./pagination";
export { RowMenu, RowMenuItem, RowMenuSeparator } from "./row-menu";
export { applyServerErrors } from "./server-errors";
export { FormField, SelectField, TextField, type FieldControlProps } from "./text-field";
export { StatCards, type StatCardItem } from "./stat-cards";
export { useDebouncedValue } from "./use-debounced-value";
export { useDiscardGuard } from "./use-discard-guard";
export { PAGE_SIZES, useListState, type ListState, type SortOrder } from "./use-list-state";
export { usePermissions, useResourcePermissions } from "./use-permissions";
