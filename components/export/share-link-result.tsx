"use client";
// The link just created: a read-only field with Copy ("Copied!" for 2 seconds) and Open.
import { Check, Copy, ExternalLink } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useCopyLink } from "./use-copy-link";

export function ShareLinkResult({ shareUrl }: { shareUrl: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { copied, copyLink } = useCopyLink();

  // Take the rep to the new link (the dialog may have scrolled), selected for a quick copy by hand too.
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [shareUrl]);

  return (
    <div className="grid gap-2 rounded-lg border border-primary/30 bg-accent/40 p-4">
      <label htmlFor={id} className="text-sm font-medium">
        Your shareable link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} ref={inputRef} value={shareUrl} readOnly className="font-mono text-xs" />
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void copyLink(shareUrl)} className="flex-1 sm:flex-none">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied!" : "Copy"}
          </Button>
          <Button variant="outline" asChild className="flex-1 sm:flex-none">
            <a href={shareUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Open
            </a>
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">Manage it, see its views or revoke it under Shared links.</p>
    </div>
  );
}
