"use client";
// The Smart Document Import dialog: "Upload Document", then "Review & Import" (disabled until a
// document has been read). Importing refreshes the portfolio lists and closes, unless items were skipped: then the
// dialog says which and why before it closes.
import { useState } from "react";
import { toast } from "@/lib/toast";
import { useDialog } from "@/components/portfolio/dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCurrentUser } from "@/lib/hooks/use-current-user";
import { useDealHighlights, useExecutiveCircle, useExperiences, useReferences } from "@/lib/hooks/use-portfolio";
import { EXTRACTED_GROUPS, type ImportResult } from "@/lib/validators/import";
import { ImportResultView } from "./import-result";
import { itemKey, ReviewPanel, type ReviewPlan } from "./review-panel";
import { UploadPanel } from "./upload-panel";
import { useDocumentUpload, useItemsImport } from "./use-document-import";
import { importRequestBody, useImportReview } from "./use-import-review";

type Tab = "upload" | "review";

export function ImportDialog() {
  const { isOpen, onOpenChange, close } = useDialog("import");
  const user = useCurrentUser().data;
  // How many items each capped group holds, so the review can say how many more the plan has room for.
  const held = {
    experiences: useExperiences().data?.length,
    dealHighlights: useDealHighlights().data?.length,
    executiveCircle: useExecutiveCircle().data?.length,
    references: useReferences().data?.length,
  } satisfies ReviewPlan["held"];
  const state = useImportReview();
  const { review } = state;
  const [tab, setTab] = useState<Tab>("upload");
  const [showErrors, setShowErrors] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [result, setResult] = useState<ImportResult | null>(null);

  const upload = useDocumentUpload((processed) => {
    state.start(processed);
    setShowErrors(false);
    setExpanded(new Set());
    setResult(null);
    setTab("review");
  });
  const importItems = useItemsImport((imported) => {
    if (imported.skipped.length === 0) close();
    else setResult(imported);
  });

  const startImport = () => {
    if (!review || !user) return;
    const incomplete = EXTRACTED_GROUPS.flatMap((group) =>
      [...state.problems[group].keys()].map((index) => itemKey(group, index)),
    );
    if (incomplete.length > 0) {
      // The server would refuse them all the same (one schema): show each item's fields instead of a round trip.
      setShowErrors(true);
      setExpanded((current) => new Set([...current, ...incomplete]));
      toast.error("Import Failed", {
        description: `${incomplete.length} selected ${incomplete.length === 1 ? "item needs" : "items need"} details before import. Fill them in or untick ${incomplete.length === 1 ? "it" : "them"}.`,
      });
      return;
    }
    importItems.mutate(importRequestBody(review, user.id));
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Smart Document Import</DialogTitle>
          <DialogDescription>
            Upload your resume, brag sheet or quota report: we find quota figures, deals, roles, achievements and
            executive relationships for you to review before anything is added.
          </DialogDescription>
        </DialogHeader>
        {result && review ? (
          <ImportResultView result={result} data={review.data} onDone={close} />
        ) : (
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="min-w-0">
            <TabsList className="w-full sm:w-auto">
              <TabsTrigger value="upload" className="flex-1 sm:flex-none">
                Upload Document
              </TabsTrigger>
              <TabsTrigger value="review" className="flex-1 sm:flex-none" disabled={!review}>
                Review &amp; Import
              </TabsTrigger>
            </TabsList>
            <TabsContent value="upload" className="mt-4">
              <UploadPanel
                pending={upload.isPending}
                disabled={!user}
                onProcess={(file) => user && upload.mutate({ file, userId: user.id })}
              />
            </TabsContent>
            <TabsContent value="review" className="mt-4">
              {review ? (
                <ReviewPanel
                  review={review}
                  state={state}
                  showErrors={showErrors}
                  expanded={expanded}
                  onExpandedChange={(key, open) =>
                    setExpanded((current) => {
                      const next = new Set(current);
                      if (open) next.add(key);
                      else next.delete(key);
                      return next;
                    })
                  }
                  pending={importItems.isPending}
                  onImport={startImport}
                  plan={user ? { tier: user.subscriptionTier, held } : undefined}
                />
              ) : null}
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
