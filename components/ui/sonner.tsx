"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";

type SonnerTheme = NonNullable<ToasterProps["theme"]>;

function toSonnerTheme(theme: string | undefined): SonnerTheme {
  return theme === "light" || theme === "dark" ? theme : "system";
}

/** App-wide toaster. docs/product.md §4: at most one toast is shown at a time, so visibleToasts is fixed at 1. */
function Toaster(props: Omit<ToasterProps, "visibleToasts">) {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={toSonnerTheme(theme)}
      richColors
      closeButton
      className="toaster group"
      {...props}
      visibleToasts={1}
    />
  );
}

export { Toaster };
