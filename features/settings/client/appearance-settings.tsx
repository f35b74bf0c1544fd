import { Card, CardContent } from "@/components/ui/card";
import { ThemeSwitch } from "@/components/theme/theme-switch";
import { SettingsCardHeader } from "./settings-card-header";

/** Appearance is a per-browser choice: it applies at once, with nothing to save. */
export function AppearanceSettings() {
  return (
    <Card>
      <SettingsCardHeader title="Appearance" description="Choose how Masterly looks in this browser. The choice applies at once and is remembered here." />
      <CardContent>
        <ThemeSwitch />
      </CardContent>
    </Card>
  );
}
