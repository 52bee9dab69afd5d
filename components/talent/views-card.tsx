"use client";
// Who looked: each time an organisation opened the rep's card or contacted them, newest first.
import { Section, QueryState } from "@/components/team/team-ui";
import { ColumnHeaders } from "@/components/ui/column-headers";
import { formatDate } from "@/lib/format";
import { useTalentViews } from "./use-talent-api";

const KIND_LABELS = { view: "Viewed your card", contact: "Contacted you" } as const;

export function ViewsCard() {
  const views = useTalentViews();
  return (
    <Section title="Who looked" description="Each organisation that opened your card or contacted you.">
      <QueryState query={views} label="Loading who looked">
        {(list) =>
          list.length ? (
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <ColumnHeaders
                    names={["Organisation", "What", "Date"]}
                    className="py-2 pr-3 font-medium"
                    lastClassName="py-2 font-medium"
                  />
                </tr>
              </thead>
              <tbody>
                {list.map((entry, i) => (
                  <tr key={`${entry.at}-${i}`} className="border-b border-border last:border-0">
                    <td className="py-2 pr-3 wrap-anywhere">{entry.organisation}</td>
                    <td className="py-2 pr-3">{KIND_LABELS[entry.kind]}</td>
                    <td className="py-2 whitespace-nowrap">{formatDate(entry.at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-muted-foreground">No organisation has looked at your card yet.</p>
          )
        }
      </QueryState>
    </Section>
  );
}
