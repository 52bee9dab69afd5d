import Link from "next/link";
import { ShieldCheck } from "lucide-react";
import { cn } from "@/lib/cn";
import { PRODUCT_NAME } from "@/lib/product";

/**
 * The product mark and name, linking home. Home ("/", the landing page) is a document of its own outside the client
 * router, so that link is a plain one; any other target is the router's link, not prefetched: it is on every page,
 * and public pages (a shared portfolio on a phone) should not download the next page's code for a link that is
 * rarely followed.
 */
export function Logo({ href = "/", className }: { href?: string; className?: string }) {
  const classes = cn("inline-flex items-center gap-2 text-lg font-bold tracking-tight", className);
  const mark = (
    <>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <ShieldCheck className="size-5" aria-hidden="true" />
      </span>
      {PRODUCT_NAME}
    </>
  );
  if (href === "/") {
    return (
      <a href={href} className={classes}>
        {mark}
      </a>
    );
  }
  return (
    <Link prefetch={false} href={href} className={classes}>
      {mark}
    </Link>
  );
}
