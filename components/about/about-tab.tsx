"use client";
// The About Me tab: the profile with Edit Profile (and delete), or the "Tell your story" empty state.
import { Pencil, Trash2, UserRound } from "lucide-react";
import { QueryStatus } from "@/components/portfolio/query-status";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { AddButton, TabHeading } from "@/components/portfolio/tab-section";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useAboutMe } from "@/lib/hooks/use-portfolio";
import { AboutProfile, hasAboutContent } from "./about-profile";
import { useDeleteAboutMe } from "./use-delete-about-me";

const EMPTY = {
  icon: UserRound,
  title: "Tell your story",
  description: "Share your sales philosophy, career highlights and what drives you.",
};

export function AboutTab() {
  const { open } = usePortfolioDialogs();
  const about = useAboutMe();
  const remove = useDeleteAboutMe();
  const openForm = () => open({ kind: "about-me" });

  if (!about.isSuccess) return <QueryStatus query={about} what="About Me profile" />;
  if (!hasAboutContent(about.data)) {
    return <EmptyState {...EMPTY} action={<AddButton label="Add About Me" onClick={openForm} />} />;
  }
  return (
    <section aria-labelledby="about-heading" className="grid gap-4">
      <TabHeading id="about-heading" heading="About Me">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={remove.request} disabled={remove.pending}>
            <Trash2 aria-hidden="true" />
            Delete Profile
          </Button>
          <Button onClick={openForm}>
            <Pencil aria-hidden="true" />
            Edit Profile
          </Button>
        </div>
      </TabHeading>
      <Card>
        <CardContent className="pt-6">
          <AboutProfile about={about.data} />
        </CardContent>
      </Card>
    </section>
  );
}
