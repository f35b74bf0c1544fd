"use client";

// Search, the Filter panel (status and course), Export Data, and the admin's Import and Add buttons.
import { useId, useState } from "react";
import { Download, Filter, Plus, Trash2, Upload, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SearchBox } from "@/components/data-list";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { studentExportUrl } from "./queries";
import type { CourseOption } from "../server";
import { STUDENT_STATUSES, STUDENT_STATUS_LABELS, type StudentStatus } from "../schema";
import type { StudentAction, StudentPermissions } from "./students-view";

type Props = {
  search: string;
  onSearch: (value: string) => void;
  status: StudentStatus | undefined;
  onStatus: (value: StudentStatus | undefined) => void;
  course: string | undefined;
  onCourse: (value: string | undefined) => void;
  courses: CourseOption[];
  exportFilter: { search?: string; status?: string; course?: string };
  permissions: StudentPermissions;
  selectedCount: number;
  onAction: (action: StudentAction) => void;
  onDeleteSelected: () => void;
};

const ALL = "all";

export function StudentsToolbar(props: Props) {
  const { status, course, courses, permissions } = props;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const activeFilters = (status ? 1 : 0) + (course ? 1 : 0);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          label="Search students by name, email or enrolled course"
          placeholder="Search by name, email or course..."
          value={props.search}
          onChange={props.onSearch}
          className="min-w-0 flex-1 basis-60"
        />
        <Button variant="outline" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen((v) => !v)}>
          <Filter aria-hidden />
          Filter
          {activeFilters > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              {activeFilters}
              <span className="sr-only"> active</span>
            </span>
          )}
        </Button>
        <Button variant="outline" asChild>
          <a href={studentExportUrl(props.exportFilter)} download>
            <Download aria-hidden />
            Export Data
          </a>
        </Button>
        {permissions.delete && props.selectedCount > 0 && (
          <Button variant="destructive" onClick={props.onDeleteSelected}>
            <Trash2 aria-hidden />
            Delete selected ({props.selectedCount})
          </Button>
        )}
        {permissions.create && (
          <>
            <Button variant="outline" onClick={() => props.onAction({ kind: "import" })}>
              <Upload aria-hidden />
              Import CSV
            </Button>
            <Button onClick={() => props.onAction({ kind: "create" })}>
              <Plus aria-hidden />
              Add Student
            </Button>
          </>
        )}
      </div>

      <div id={panelId} hidden={!filtersOpen} className="rounded-lg border bg-muted/40 p-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${panelId}-status`}>Status</Label>
            <Select value={status ?? ALL} onValueChange={(v) => props.onStatus(v === ALL ? undefined : (v as StudentStatus))}>
              <SelectTrigger id={`${panelId}-status`} className="w-40 bg-background">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All statuses</SelectItem>
                {STUDENT_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {STUDENT_STATUS_LABELS[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${panelId}-course`}>Course</Label>
            <Select value={course ?? ALL} onValueChange={(v) => props.onCourse(v === ALL ? undefined : v)}>
              <SelectTrigger id={`${panelId}-course`} className="w-64 max-w-full bg-background">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All courses</SelectItem>
                {courses.map((c) => (
                  <SelectItem key={c._id} value={c._id}>
                    {c.title}
                    {c.status !== "published" ? ` (${c.status})` : ""}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {activeFilters > 0 && (
            <Button
              variant="ghost"
              onClick={() => {
                props.onStatus(undefined);
                props.onCourse(undefined);
              }}
            >
              <X aria-hidden />
              Clear filters
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
