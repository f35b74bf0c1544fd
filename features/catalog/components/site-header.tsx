"use client";

// The fixed top navigation of the public pages (docs/product.md §2). A client component with one small prop:
// its markup is in the HTML and its code in a cached script, not a second time in every page's
// React Server Components payload. The signed-in part (NavAuth) and the phone menu (MobileMenu)
// change after hydration.
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "./icon";
import { IconSprite } from "./icon-sprite";
import * as paths from "./icon-paths";
import { NAV_LINKS } from "./content";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavAuth } from "./nav-auth";

/** `anchorBase` is "" on the landing page and "/" elsewhere, so #courses becomes /#courses. */
export function SiteHeader({ anchorBase = "" }: { anchorBase?: "" | "/" }) {
  const links = NAV_LINKS.map((link) => ({ href: `${anchorBase}${link.href}`, label: link.label }));
  return (
    <>
    {/* Every public page has this header: the icons of the page point into this sprite. */}
    <IconSprite />
    <a href="#main" className="fixed top-2 left-2 z-50 -translate-y-20 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:translate-y-0">
      Skip to content
    </a>
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-8 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {links.map((link) => (
            <a key={link.href} href={link.href} className="text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
              {link.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto hidden h-9 items-center md:flex">
          <NavAuth
            signInClassName={buttonVariants({ variant: "ghost" })}
            getStartedClassName={buttonVariants({ variant: "default" })}
          />
        </div>
        <div className="ml-auto md:hidden">
          <MobileMenu
            links={links}
            openIcon={<Icon icon={paths.Menu} className="size-5" />}
            closeIcon={<Icon icon={paths.X} className="size-5" />}
            toggleClassName={buttonVariants({ variant: "ghost", size: "icon" })}
            primaryClassName={buttonVariants({ variant: "default", size: "lg", className: "w-full" })}
            secondaryClassName={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}
          />
        </div>
      </div>
    </header>
    </>
  );
}
