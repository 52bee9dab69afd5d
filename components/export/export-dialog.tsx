"use client";
// The Export Portfolio dialog (spec "Export dialog"): choose achievements (none is a choice too when the rest of the
// book holds something), then a PDF, a deck, Google Slides, a shareable link or a mail draft; and the owner's
// shared links, to copy, open or revoke.
import { useId, useMemo, useState } from "react";
import { useDialog } from "@/components/portfolio/dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCurrentUser } from "@/lib/hooks/use-current-user";
import { EMPTY_BOOK_MESSAGE, holdsContent } from "@/lib/export-content";
import { useAchievements, useExperiences } from "@/lib/hooks/use-portfolio";
import { PLANS } from "@/lib/plans";
import type { Achievement, Experience } from "@/lib/types";
import { AchievementChecklist } from "./achievement-checklist";
import { ExportOptions } from "./export-options";
import { GoogleConnectPrompt } from "./google-connect-prompt";
import { buildMailDraft, JOBS, jobMailItem } from "./mail-draft";
import { ShareLinkResult } from "./share-link-result";
import { SharedLinks } from "./shared-links";
import { useBookContent } from "./use-book-content";
import { useExport } from "./use-export";

const NO_ACHIEVEMENTS: readonly Achievement[] = [];
const NO_JOBS: readonly Experience[] = [];

export function ExportDialog() {
  const { isOpen, onOpenChange } = useDialog("export");
  const [tab, setTab] = useState("export");
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Export Portfolio</DialogTitle>
          <DialogDescription>
            Choose the achievements to include, then download a file, create a link to share, or draft an e-mail. Your
            quota, deals, experience, references and About Me come along.
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={setTab} className="min-w-0">
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="export" className="flex-1 sm:flex-none">
              Export
            </TabsTrigger>
            <TabsTrigger value="links" className="flex-1 sm:flex-none">
              Shared links
            </TabsTrigger>
          </TabsList>
          {/* Kept mounted while Shared links shows, so the selection and a new link survive a look at the list. */}
          <TabsContent value="export" forceMount hidden={tab !== "export"} className="mt-4">
            <ExportPanel />
          </TabsContent>
          <TabsContent value="links" className="mt-4">
            <SharedLinks />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function ExportPanel() {
  const achievementsQuery = useAchievements();
  const achievements = achievementsQuery.data ?? NO_ACHIEVEMENTS;
  const jobs = useExperiences().data ?? NO_JOBS;
  const user = useCurrentUser().data;
  const optionsHeadingId = useId();
  // Kept as the unticked ids, so every achievement starts ticked, even one that arrives after the dialog opened.
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [connectUrl, setConnectUrl] = useState<string | null>(null);
  const { start, pendingKind } = useExport({ onLinkCreated: setShareUrl, onConnectRequired: setConnectUrl });

  const selected = useMemo(() => achievements.filter((a) => !unticked.has(a.id)), [achievements, unticked]);
  const selectedIds = useMemo(() => new Set(selected.map((a) => a.id)), [selected]);
  // What the export would show: the ticked achievements and every other section (the server's rule).
  const book = useBookContent(achievementsQuery.data ? selected.length : undefined);
  const shareable = holdsContent(book.counts);
  const note = exportNote({
    loaded: book.loaded,
    shareable,
    achievements: achievements.length,
    ticked: selected.length,
  });
  // The mail draft lists the ticked achievements, or the rep's jobs when none is ticked.
  const mailHref = useMemo(() => {
    if (selected.length > 0) return buildMailDraft(selected).href;
    return jobs.length > 0 ? buildMailDraft(jobs.map(jobMailItem), { noun: JOBS }).href : null;
  }, [selected, jobs]);

  const toggle = (id: number, checked: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (checked) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="grid min-w-0 gap-6">
      <AchievementChecklist
        achievements={achievements}
        selected={selectedIds}
        onToggle={toggle}
        onSelectAll={() => setUnticked(new Set())}
        onSelectNone={() => setUnticked(new Set(achievements.map((a) => a.id)))}
      />
      <section aria-labelledby={optionsHeadingId} className="grid gap-3">
        <h3 id={optionsHeadingId} className="text-base font-semibold">
          Export or share
        </h3>
        <p role="status" className="text-sm text-muted-foreground empty:hidden">
          {note}
        </p>
        <ExportOptions
          unavailable={!shareable || !user}
          pendingKind={pendingKind}
          showProBadges={user ? !PLANS[user.subscriptionTier].exports : false}
          mailHref={mailHref}
          onExport={(kind) => {
            if (!user) return;
            if (kind === "google-slides") setConnectUrl(null);
            start(kind, { achievementIds: selected.map((a) => a.id), userId: user.id });
          }}
        />
        {connectUrl ? <GoogleConnectPrompt connectUrl={connectUrl} /> : null}
        {shareUrl ? <ShareLinkResult shareUrl={shareUrl} /> : null}
      </section>
    </div>
  );
}

/** Why the exports are off, or what they show without achievements; null when there is nothing to say. */
function exportNote(state: { loaded: boolean; shareable: boolean; achievements: number; ticked: number }) {
  if (!state.loaded) return null;
  if (!state.shareable) {
    return state.achievements === 0
      ? EMPTY_BOOK_MESSAGE
      : "Tick at least one achievement: the rest of your portfolio holds nothing to share yet.";
  }
  if (state.ticked === 0 && state.achievements > 0) {
    return "No achievements ticked: the export shows the rest of your portfolio.";
  }
  return null;
}
