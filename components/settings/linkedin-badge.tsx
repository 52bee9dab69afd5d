"use client";
// The LinkedIn badge (Pro): the image of the rep's verified figures and the link that adds it to their LinkedIn
// profile as a certification pointing at their shared portfolio. Starter sees why it is locked.
import type { ApiRoutes } from "@/lib/api/routes";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/api-client";
import type { RouteOutput } from "@/lib/api/define";
import { sharingKeys } from "@/lib/api/keys";

type Badge = RouteOutput<ApiRoutes["GET /api/badges/linkedin"]>;

export function LinkedInBadge() {
  const query = useQuery<Badge>({ queryKey: sharingKeys.linkedinBadge(), retry: false });
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading your badge...</p>;
  if (query.error) {
    const status = query.error instanceof ApiRequestError ? query.error.status : 0;
    return (
      <div className="grid justify-items-start gap-3 text-sm">
        <p>{query.error.message}</p>
        {status === 402 ? (
          <Button asChild size="sm">
            <Link href="/upgrade">Upgrade to Pro Seller</Link>
          </Button>
        ) : null}
      </div>
    );
  }
  const badge = query.data;
  return (
    <div className="grid gap-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- a server-drawn PNG, shown as is */}
      <img
        src={badge.imageUrl}
        alt="Your LinkedIn badge: verified attainment, verified quota periods and verified achievements"
        className="w-full rounded-lg border border-border"
        width={1200}
        height={627}
      />
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={badge.addToProfileUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Add to LinkedIn Profile
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={badge.imageUrl} download>
            Download Image
          </a>
        </Button>
      </div>
    </div>
  );
}
