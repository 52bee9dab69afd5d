// A logo from an https address someone gave (a deal's client, an organisation's branding): a small image on the
// rep's card and the shared page. The browser fetches it without a referrer, so the logo's host never learns the page address.
import { cn } from "@/lib/cn";

export function ClientLogo({
  src,
  alt = "Client logo",
  className,
}: {
  src: string | null;
  alt?: string;
  className?: string;
}) {
  if (!src || !/^https:\/\//i.test(src)) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a remote logo of any host, shown as given
    <img
      src={src}
      alt={alt}
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className={cn("size-10 shrink-0 rounded-md border border-border bg-white object-contain p-1", className)}
    />
  );
}
