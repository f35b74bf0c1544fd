import { CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** A settings tab's or profile card's heading: its title as the section's h2, and what the card is for. */
export function SettingsCardHeader({ title, description }: { title: string; description: string }) {
  return (
    <CardHeader>
      <CardTitle>
        <h2 className="text-lg">{title}</h2>
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
