"use client";
// The organisation's recognition feed, newest first and a page at a time: awards that stand, contest results and
// kudos. It names people, titles, rules and periods, never a figure. Any member sends kudos from here.
import { HeartHandshake, Medal, Trophy } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/format";
import { QueryState } from "../team-ui";
import type { Member } from "../types";
import { KudosDialog } from "./kudos-dialog";
import { useRecognitionFeed, type FeedItem } from "./use-recognition-api";

function FeedEntry({ item }: { item: FeedItem }) {
  if (item.kind === "award") {
    // A rule's award is titled with its period ("120% Club, 2025"): the rule is named, the period is in the title.
    return (
      <Entry icon={<Trophy aria-hidden="true" />} date={item.awardedOn}>
        <span className="font-medium">{item.recipient.name}</span> was recognised: {item.title}
        {item.ruleName ? <span className="text-muted-foreground"> (rule &apos;{item.ruleName}&apos;)</span> : null}
      </Entry>
    );
  }
  if (item.kind === "contest_result") {
    return (
      <Entry icon={<Medal aria-hidden="true" />} date={item.awardedOn}>
        <span className="font-medium">{item.winner.name}</span> won {item.contestName ?? item.title}
        {item.prize ? <span className="text-muted-foreground"> (prize: {item.prize})</span> : null}
      </Entry>
    );
  }
  return (
    <Entry icon={<HeartHandshake aria-hidden="true" />} date={item.createdAt}>
      <span className="font-medium">{item.from.name}</span> to <span className="font-medium">{item.to.name}</span>:{" "}
      <span className="break-words whitespace-pre-line">{item.message}</span>
    </Entry>
  );
}

function Entry({ icon, date, children }: { icon: ReactNode; date: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-md border border-border px-3 py-2 text-sm">
      <span className="mt-0.5 text-primary [&_svg]:size-4">{icon}</span>
      <div className="grid min-w-0 gap-0.5">
        <p className="break-words">{children}</p>
        <time dateTime={date} className="text-xs text-muted-foreground">
          {formatDate(date)}
        </time>
      </div>
    </li>
  );
}

export function FeedPanel({ orgId, me, members }: { orgId: number; me: number; members: Member[] }) {
  const feed = useRecognitionFeed(orgId);
  const [sending, setSending] = useState(false);
  return (
    <div className="grid gap-4">
      <div>
        <Button onClick={() => setSending(true)}>
          <HeartHandshake aria-hidden="true" />
          Send kudos
        </Button>
      </div>
      <QueryState query={feed} label="Loading the feed">
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0) {
            return (
              <p className="text-sm text-muted-foreground">
                Nothing yet: awards, contest results and kudos appear here.
              </p>
            );
          }
          return (
            <>
              <ul className="grid gap-2" aria-label="Recognition feed">
                {items.map((item) => (
                  <FeedEntry key={`${item.kind}-${item.id}`} item={item} />
                ))}
              </ul>
              {feed.hasNextPage ? (
                <div className="flex justify-center">
                  {feed.isFetchingNextPage ? (
                    <Spinner label="Loading more" />
                  ) : (
                    <Button variant="outline" onClick={() => void feed.fetchNextPage()}>
                      Load more
                    </Button>
                  )}
                </div>
              ) : null}
            </>
          );
        }}
      </QueryState>
      <KudosDialog orgId={orgId} me={me} members={members} open={sending} onClose={() => setSending(false)} />
    </div>
  );
}
