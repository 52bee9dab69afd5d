import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/layout/logo";
import { ENTERPRISE_CONTACT_PATH } from "@/lib/pricing";
import { PRODUCT_NAME } from "@/lib/product";

function MarketingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
            <a href="/pricing">Pricing</a>
          </Button>
          <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
            <a href="/login">Sign In</a>
          </Button>
          <Button asChild size="sm">
            <a href="/register">Start Free</a>
          </Button>
        </nav>
      </div>
    </header>
  );
}

function MarketingFooter() {
  return (
    <footer className="border-t border-border bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="space-y-1">
          <p className="font-semibold">{PRODUCT_NAME}</p>
          <p className="text-sm text-muted-foreground">Verified proof of your sales performance.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <a href="/pricing" className="hover:text-foreground">
            Plans &amp; pricing
          </a>
          <a href="/login" className="hover:text-foreground">
            Log in
          </a>
          <a href="/register" className="hover:text-foreground">
            Create an account
          </a>
          <a href={ENTERPRISE_CONTACT_PATH} className="hover:text-foreground">
            Enterprise sales
          </a>
          <a href="/issuer" className="hover:text-foreground">
            Credential issuer
          </a>
        </nav>
      </div>
      <p className="pb-8 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}

/**
 * The public header and footer around a marketing page. Its links are plain links (a page load): the landing and
 * pricing pages run no framework code at all (docs/performance.md, "Landing and pricing without the framework"), and
 * the other pages in this shell should not download the code of sign-up's form or the dashboard for links most
 * visitors never follow.
 */
export function MarketingShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <MarketingHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <MarketingFooter />
    </div>
  );
}
