"use client";

// Admins only (docs/security.md §6): make a learner staff or admin, after a confirmation that says
// what changes. The person keeps their courses and gets an email telling them how to sign in.
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/data-list";
import { errorMessage } from "@/lib/api/client";
import { usePromoteStudent, type StudentJson } from "./queries";

type Role = "staff" | "admin";

const ROLES: { value: Role; label: string; hint: string }[] = [
  { value: "staff", label: "Staff", hint: "Questions, students and courses; no deleting, staff or settings." },
  { value: "admin", label: "Admin", hint: "Everything, including staff, settings and deleting." },
];

export function PromoteStudentDialog({ student, onClose }: { student: StudentJson | null; onClose: () => void }) {
  const promote = usePromoteStudent();
  const [role, setRole] = useState<Role>("staff");

  async function confirm() {
    if (!student) return;
    try {
      toast.success((await promote.mutateAsync({ id: student._id, role })).message);
    } catch (error) {
      toast.error(errorMessage(error, "Could not change the role. Please try again."));
      throw error;
    }
  }

  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={(open) => {
        if (open) return;
        setRole("staff");
        onClose();
      }}
      title={`Make ${student?.name} part of the team?`}
      description={`${student?.name} (${student?.email}) signs in to the dashboard with the role you choose and leaves the student list. Their courses and progress stay. We email them their new role and how to sign in.`}
      confirmLabel={role === "admin" ? "Make admin" : "Make staff"}
      pendingLabel="Saving..."
      errorFallback="Could not change the role. Please try again."
      onConfirm={confirm}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Role</legend>
        {ROLES.map((r) => (
          <label key={r.value} className="flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary">
            <input type="radio" name="promote-role" value={r.value} checked={role === r.value} onChange={() => setRole(r.value)} className="mt-1 size-4 accent-primary" />
            <span>
              <span className="font-medium">{r.label}</span>
              <span className="block text-muted-foreground">{r.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}
