"use client";

import Link from "next/link";
import { useState } from "react";
import { BookPlus, CalendarClock, FilePlus2, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useCurrentUser } from "@/components/layout/current-user";
import { can } from "@/lib/permissions";
import { PanelCard } from "./panel-card";

const tileClass =
  "flex h-24 flex-col items-center justify-center gap-2 rounded-lg border bg-card text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

// Each tile goes where it says; the target page opens its dialog from the `action` parameter.
export function QuickActions() {
  const user = useCurrentUser();
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const tiles = [
    can(user.role, "create", "staff") && { href: "/dashboard/staff?action=invite", label: "Add Staff", icon: UserPlus },
    can(user.role, "create", "questions") && { href: "/dashboard/questions?action=new", label: "Add Question", icon: FilePlus2 },
    can(user.role, "create", "courses") && { href: "/dashboard/courses?action=new", label: "Create Course", icon: BookPlus },
  ].filter((t): t is { href: string; label: string; icon: typeof UserPlus } => Boolean(t));
  return (
    <>
      <PanelCard title="Quick actions" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map(({ href, label, icon: Icon }) => (
          <Link key={href} href={href} className={tileClass}>
            <Icon className="size-5 text-primary" aria-hidden />
            {label}
          </Link>
        ))}
        <button type="button" className={tileClass} onClick={() => setScheduleOpen(true)}>
          <CalendarClock className="size-5 text-primary" aria-hidden />
          Schedule
        </button>
      </PanelCard>
      <Dialog open={scheduleOpen} onOpenChange={setScheduleOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Scheduling is not available yet</DialogTitle>
            <DialogDescription>
              Scheduling live sessions and course releases is on our roadmap. Until then, publish a course from Courses when it is ready.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => setScheduleOpen(false)}>Got it</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
