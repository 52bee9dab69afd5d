// What a visitor of a shared portfolio sees instead of it: the password form of a protected link and the notice of
// an expired one (app/p/[slug]/route.ts answers them with 401 and 410). Server markup: the form posts as a
// plain HTML form, so it works before, or without, any script.
import { LockKeyhole } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { StatusPage } from "@/components/ui/status-page";

export function ExpiredShareLink() {
  return (
    <StatusPage
      status={410}
      title="This portfolio link has expired"
      description="Its owner set it to stop working after a date. Ask them for a new link."
    />
  );
}

export function SharePasswordForm({ slug, error }: { slug: string; error: string | null }) {
  return (
    <StatusPage
      icon={LockKeyhole}
      title="This portfolio is password-protected"
      description="Enter the password you were given to view it."
    >
      <form method="post" action={`/p/${slug}`} className="mt-8 grid w-full max-w-sm gap-3 text-left">
        <label htmlFor="share-password" className="text-sm font-medium">
          Password
        </label>
        <Input
          id="share-password"
          name="password"
          type="password"
          required
          autoComplete="off"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "share-password-error" : undefined}
        />
        {error ? (
          <p id="share-password-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="mt-2">
          View Portfolio
        </Button>
      </form>
    </StatusPage>
  );
}
