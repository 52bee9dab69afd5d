"use client";
// The owner's shared links (portfolios): name, password and expiry, copy, open, views, created date, "Allow search
// engines", and revoke (a revoked link answers 404). Revoked links stay listed, greyed, so the rep knows which URLs no longer work.
import { Ban, Check, Clock, Copy, ExternalLink, Link2, Lock } from "lucide-react";
import { useId } from "react";
import { QueryStatus } from "@/components/portfolio/query-status";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LabelledSwitch } from "@/components/ui/labelled-switch";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/cn";
import type { ShareLink } from "@/lib/validators/share-link";
import { ShareLinkSettings } from "./share-link-settings";
import { useCopyLink } from "./use-copy-link";
import { useRevokeShareLink, useSetAllowIndexing, useShareLinks } from "./use-share-links";

export function SharedLinks() {
  const query = useShareLinks();
  const { revoke, pendingId } = useRevokeShareLink();
  const indexing = useSetAllowIndexing();

  if (!query.data) return <QueryStatus query={query} what="shared links" />;
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-10 text-center">
        <Link2 className="size-6 text-primary" aria-hidden="true" />
        <p className="font-medium">No shared links yet</p>
        <p className="text-sm text-muted-foreground">
          Create one with Shareable Portfolio Link on the Export tab; it will be listed here.
        </p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Shared links">
      {query.data.map((link) => (
        <SharedLinkRow
          key={link.id}
          link={link}
          revoking={pendingId === link.id}
          onRevoke={() => revoke(link.id)}
          // While the switch's change is on its way, show the state asked for.
          allowIndexing={
            indexing.isPending && indexing.variables.id === link.id
              ? indexing.variables.allowIndexing
              : link.allowIndexing
          }
          indexingPending={indexing.isPending && indexing.variables.id === link.id}
          onAllowIndexing={(allowIndexing) => indexing.mutate({ id: link.id, allowIndexing })}
        />
      ))}
    </ul>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type RowProps = {
  link: ShareLink;
  revoking: boolean;
  onRevoke: () => void;
  allowIndexing: boolean;
  indexingPending: boolean;
  onAllowIndexing: (allow: boolean) => void;
};

function SharedLinkRow({ link, revoking, onRevoke, allowIndexing, indexingPending, onAllowIndexing }: RowProps) {
  const urlId = useId();
  const { copied, copyLink } = useCopyLink();
  const revoked = link.revokedAt !== null;
  const expired = !revoked && link.expired;
  const facts = [
    plural(link.achievementCount, "achievement", "achievements"),
    plural(link.viewCount, "view", "views"),
    `Created ${formatDate(link.createdAt)}`,
    link.lastViewedAt ? `Last viewed ${formatDate(link.lastViewedAt)}` : null,
  ].filter(Boolean);

  return (
    <li className={cn("grid gap-3 rounded-lg border border-border p-4", (revoked || expired) && "bg-muted/40")}>
      {link.name ? <p className="font-medium break-words">{link.name}</p> : null}
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span
          id={urlId}
          className={cn("min-w-0 font-mono text-xs break-all", revoked && "text-muted-foreground line-through")}
        >
          {link.url}
        </span>
        {revoked ? (
          <Badge variant="secondary">
            <Ban aria-hidden="true" />
            Revoked {formatDate(link.revokedAt ?? link.createdAt)}
          </Badge>
        ) : null}
        {link.passwordProtected && !revoked ? (
          <Badge variant="outline">
            <Lock aria-hidden="true" />
            Password
          </Badge>
        ) : null}
        {link.expiresAt && !revoked ? (
          <Badge variant={expired ? "secondary" : "outline"}>
            <Clock aria-hidden="true" />
            {expired ? "Expired" : "Expires"} {formatDate(link.expiresAt)}
          </Badge>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{facts.join(" · ")}</p>
      {revoked ? null : <ShareLinkSettings link={link} />}
      {revoked ? null : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <LabelledSwitch
            label="Allow search engines"
            checked={allowIndexing}
            disabled={indexingPending}
            onCheckedChange={onAllowIndexing}
            aria-describedby={urlId}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void copyLink(link.url)} aria-describedby={urlId}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied!" : "Copy"}
            </Button>
            <Button variant="outline" size="sm" asChild>
              <a href={link.url} target="_blank" rel="noopener noreferrer" aria-describedby={urlId}>
                <ExternalLink aria-hidden="true" />
                Open
              </a>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={onRevoke}
              disabled={revoking}
              className="text-destructive"
              aria-describedby={urlId}
            >
              <Ban aria-hidden="true" />
              {revoking ? "Revoking..." : "Revoke"}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
