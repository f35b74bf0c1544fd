import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ThemeSwitch } from "@/components/theme/theme-switch";

/** Appearance is a per-browser choice: it applies at once, with nothing to save. */
export function AppearanceSettings() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Appearance</h2>
        </CardTitle>
        <CardDescription>Choose how Masterly looks in this browser. The choice applies at once and is remembered here.</CardDescription>
      </CardHeader>
      <CardContent>
        <ThemeSwitch />
      </CardContent>
    </Card>
  );
}
