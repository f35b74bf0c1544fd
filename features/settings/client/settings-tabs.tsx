"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { Bell, CreditCard, Globe, Palette, Plug, Shield } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AppearanceSettings } from "./appearance-settings";
import { ComingSoon } from "./coming-soon";
import { GeneralSettingsCard } from "./general-settings-form";
import { NotificationSettingsCard } from "./notification-settings-form";
import { SecuritySettingsCard } from "./security-settings-form";

const TABS = [
  { value: "general", label: "General", icon: Globe },
  { value: "security", label: "Security", icon: Shield },
  { value: "notifications", label: "Notifications", icon: Bell },
  { value: "appearance", label: "Appearance", icon: Palette },
  { value: "integrations", label: "Integrations", icon: Plug },
  { value: "billing", label: "Billing", icon: CreditCard },
] as const;

type TabValue = (typeof TABS)[number]["value"];

function isTab(value: string | null): value is TabValue {
  return TABS.some((t) => t.value === value);
}

/** docs/product.md §2 Settings tabs. The open tab is kept in ?tab= so a reload or a shared link lands on it. */
export function SettingsTabs() {
  const searchParams = useSearchParams();
  const initial = searchParams.get("tab");
  const [tab, setTab] = useState<TabValue>(isTab(initial) ? initial : "general");

  function change(value: string) {
    if (!isTab(value)) return;
    setTab(value);
    const params = new URLSearchParams(window.location.search);
    params.set("tab", value);
    window.history.replaceState(null, "", `?${params.toString()}`);
  }

  return (
    <Tabs value={tab} onValueChange={change} className="gap-6">
      <TabsList className="grid h-auto w-full grid-cols-3 gap-1 sm:grid-cols-6">
        {TABS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="py-1.5">
            <Icon aria-hidden />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="general">
        <GeneralSettingsCard />
      </TabsContent>
      <TabsContent value="security">
        <SecuritySettingsCard />
      </TabsContent>
      <TabsContent value="notifications">
        <NotificationSettingsCard />
      </TabsContent>
      <TabsContent value="appearance">
        <AppearanceSettings />
      </TabsContent>
      <TabsContent value="integrations">
        <ComingSoon title="Integrations" icon={Plug} />
      </TabsContent>
      <TabsContent value="billing">
        <ComingSoon title="Billing" icon={CreditCard} />
      </TabsContent>
    </Tabs>
  );
}
