import { Button } from "@/components/ui/button";

// docs/product.md §2: Google and Facebook sign-in are shown but disabled.
export function SocialButtons() {
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        Or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" disabled title="Not available yet">
          Google
        </Button>
        <Button variant="outline" disabled title="Not available yet">
          Facebook
        </Button>
      </div>
    </div>
  );
}
