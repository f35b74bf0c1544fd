"use client";

import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { useTheme } from "next-themes";
import { cn } from "@/lib/utils";
import { useMounted } from "./use-mounted";

export const THEME_OPTIONS: { value: "light" | "dark" | "system"; label: string; description: string; icon: LucideIcon }[] = [
  { value: "light", label: "Light", description: "Light backgrounds, dark text", icon: Sun },
  { value: "dark", label: "Dark", description: "Dark backgrounds, light text", icon: Moon },
  { value: "system", label: "System", description: "Follows your device setting", icon: Monitor },
];

/**
 * Light, dark or system (the default). next-themes remembers the choice in this browser
 * (localStorage "theme") and applies it from a script in <head>, so a reload never flashes.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const mounted = useMounted();
  const current = mounted ? (theme ?? "system") : undefined;

  return (
    <fieldset className={cn("space-y-3", className)}>
      <legend className="text-sm font-medium">Theme</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {THEME_OPTIONS.map(({ value, label, description, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent/60",
              "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              current === value && "border-primary bg-accent",
            )}
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={current === value}
              onChange={() => setTheme(value)}
              className="sr-only"
            />
            <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
            <span className="space-y-1">
              <span className="block text-sm font-medium">{label}</span>
              <span className="block text-xs text-muted-foreground">{description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
