"use client";
// The recruiter's search in one organisation: filters, the matching reps as cards with "Load more", a card opened in
// a dialog (with Contact), and the organisation's requests.
import { useState } from "react";
import { QueryState, Section } from "@/components/team/team-ui";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { AccessNotice, accessProblemOf } from "./access-notice";
import { CardDialog } from "./card-dialog";
import { OrgRequestsCard } from "./org-requests-card";
import { TalentCard } from "./talent-card";
import { TalentFiltersForm } from "./talent-filters";
import { useTalentSearch, type TalentFilters } from "./use-talent-search";

const NO_FILTERS: TalentFilters = { q: "", location: "" };

export function TalentSearch({ org }: { org: { id: number; name: string } }) {
  const [filters, setFilters] = useState<TalentFilters>(NO_FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);
  const search = useTalentSearch(org.id, filters);
  const problem = accessProblemOf(search.error);
  // The API's refusal for this member or this organisation: explained once, in place of the whole search.
  if (problem) return <AccessNotice problem={problem} orgName={org.name} />;

  return (
    <>
      <Section
        title="Search"
        description="Reps who chose to be listed, ranked by their best verified attainment. Only verified periods count, and pay is never shown or searchable."
      >
        <TalentFiltersForm onSearch={setFilters} busy={search.isFetching && !search.isFetchingNextPage} />
      </Section>
      <section aria-labelledby="talent-results" className="grid gap-4">
        <h2 id="talent-results" className="text-lg font-semibold">
          Results
        </h2>
        <QueryState query={search} label="Searching">
          {(data) => {
            const cards = data.pages.flatMap((page) => page.results);
            if (!cards.length) {
              return <p className="text-sm text-muted-foreground">No listed rep matches these filters.</p>;
            }
            return (
              <>
                <ul className="grid gap-4 md:grid-cols-2">
                  {cards.map((card) => (
                    <li key={card.profileId} className="min-w-0">
                      <TalentCard
                        card={card}
                        actions={
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={`Open the card: ${card.headline ?? "Sales professional"}`}
                            onClick={() => setOpenId(card.profileId)}
                          >
                            Open card
                          </Button>
                        }
                      />
                    </li>
                  ))}
                </ul>
                {search.hasNextPage ? (
                  <div className="flex justify-center">
                    <Button
                      variant="outline"
                      disabled={search.isFetchingNextPage}
                      onClick={() => void search.fetchNextPage()}
                    >
                      {search.isFetchingNextPage ? "Loading..." : "Load more"}
                    </Button>
                  </div>
                ) : null}
                {search.isFetchingNextPage ? <Spinner label="Loading more reps" /> : null}
              </>
            );
          }}
        </QueryState>
      </section>
      <OrgRequestsCard orgId={org.id} />
      <CardDialog orgId={org.id} profileId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
