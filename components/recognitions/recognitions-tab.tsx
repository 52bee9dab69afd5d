"use client";
// The Recognitions tab: the rep's recognitions (achievements of the category, an organisation's awards among them)
// with their verification and what it rests on, and the kudos colleagues sent, each with the rep's choice to show it
// on their book. The achievements come with the page; the kudos load when the tab opens.
import { CalendarDays, HeartHandshake } from "lucide-react";
import { ReviewStatusBadge } from "@/components/proofs/review-status-badge";
import { QueryStatus } from "@/components/portfolio/query-status";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LabelledSwitch } from "@/components/ui/labelled-switch";
import { formatDate } from "@/lib/format";
import { useAchievements } from "@/lib/hooks/use-portfolio";
import type { Achievement } from "@/lib/types";
import { useKudosOnBook, useReceivedKudos, type ReceivedKudos } from "./use-kudos";

function RecognitionCard({ recognition }: { recognition: Achievement }) {
  const date = recognition.dateReceived ?? recognition.createdAt;
  return (
    <Card className="h-full">
      <CardHeader className="gap-2 pb-3">
        <CardTitle className="break-words">{recognition.title}</CardTitle>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <time dateTime={date}>{formatDate(date)}</time>
          </span>
          <ReviewStatusBadge item={recognition} pendingLabel="Pending verification" />
        </div>
      </CardHeader>
      {recognition.isVerified ? (
        <CardContent>
          <p className="text-sm break-words text-muted-foreground">{recognition.assurance.evidence}</p>
        </CardContent>
      ) : null}
    </Card>
  );
}

function KudosItem({ kudos }: { kudos: ReceivedKudos }) {
  const onBook = useKudosOnBook();
  const from = [kudos.fromName, kudos.fromTitle].filter(Boolean).join(", ");
  return (
    <li aria-label={`Kudos from ${kudos.fromName}`} className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <p className="text-sm break-words whitespace-pre-line">{kudos.message}</p>
      <p className="text-xs text-muted-foreground">
        {from} · {kudos.orgName} · <time dateTime={kudos.createdAt}>{formatDate(kudos.createdAt)}</time>
      </p>
      <LabelledSwitch
        label="Show on my book"
        checked={kudos.onBook}
        disabled={onBook.isPending}
        onCheckedChange={(checked) => onBook.mutate({ id: kudos.id, onBook: checked })}
      />
    </li>
  );
}

function KudosList() {
  const kudos = useReceivedKudos();
  if (!kudos.data) return <QueryStatus query={kudos} what="kudos" />;
  if (kudos.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No kudos yet. When a colleague thanks you, you choose here whether it shows on your book.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {kudos.data.map((item) => (
        <KudosItem key={item.id} kudos={item} />
      ))}
    </ul>
  );
}

export function RecognitionsTab() {
  const achievements = useAchievements();
  const recognitions = achievements.data?.filter((a) => a.category === "recognition");
  return (
    <div className="grid gap-8">
      <section aria-labelledby="recognitions-heading" className="grid gap-4">
        <h2 id="recognitions-heading" className="text-xl font-semibold">
          Recognitions
        </h2>
        {!recognitions ? (
          <QueryStatus query={achievements} what="recognitions" />
        ) : recognitions.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No recognitions yet. Your organisation&apos;s awards and the recognitions you add show here.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {recognitions.map((recognition) => (
              <li key={recognition.id} className="grid">
                <RecognitionCard recognition={recognition} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="kudos-heading" className="grid gap-4">
        <h2 id="kudos-heading" className="flex items-center gap-2 text-xl font-semibold">
          <HeartHandshake className="size-5 text-primary" aria-hidden="true" />
          Kudos
        </h2>
        <p className="text-sm text-muted-foreground">
          Thanks from colleagues. On your book they read as peer endorsements, never as verified items.
        </p>
        <KudosList />
      </section>
    </div>
  );
}
