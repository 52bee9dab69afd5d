// The kudos a rep chose to show on their shared page: colleagues' words, each marked as a peer endorsement that
// nobody verified. They never carry the Verified badge or a credential, whatever the owner's plan.
import { HandHeart } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import type { SnapshotKudos } from "@/lib/server/export/snapshot";
import { CardGrid } from "./share-cards";

/** What the section says under its heading, and what each card says of itself. */
export const KUDOS_SECTION_NOTE =
  "Peer endorsements colleagues sent and the rep chose to show. Not verified by the employer or by anyone else.";
export const KUDOS_LABEL = "Peer endorsement · not verified";

/** "Priya Shah, Solutions Engineer · Northwind Software". */
export function kudosByline(kudos: Pick<SnapshotKudos, "fromName" | "fromTitle" | "orgName">): string {
  return `${[kudos.fromName, kudos.fromTitle].filter(Boolean).join(", ")} · ${kudos.orgName}`;
}

function KudosCard({ kudos }: { kudos: SnapshotKudos }) {
  return (
    <Card className="break-inside-avoid-page" data-testid="kudos">
      <CardContent className="grid gap-3 pt-6">
        <blockquote className="text-sm break-words whitespace-pre-line">“{kudos.message}”</blockquote>
        <p className="text-sm break-words">
          <span className="font-medium">{kudosByline(kudos)}</span>
          <span className="text-muted-foreground">
            {" · "}
            <time dateTime={kudos.date}>{formatDate(kudos.date)}</time>
          </span>
        </p>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <HandHeart className="size-3.5 shrink-0" aria-hidden="true" />
          {KUDOS_LABEL}
        </p>
      </CardContent>
    </Card>
  );
}

export function SharedKudos({ kudos }: { kudos: readonly SnapshotKudos[] }) {
  return <CardGrid items={kudos} card={(item) => <KudosCard kudos={item} />} />;
}
