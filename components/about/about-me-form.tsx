"use client";
// The About Me dialog: add or edit the one About Me profile (saved with POST /api/about-me, an upsert).
import { QueryStatus } from "@/components/portfolio/query-status";
import { useDialog } from "@/components/portfolio/dialog-context";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useAboutMe } from "@/lib/hooks/use-portfolio";
import { AboutMeFormBody } from "./about-me-form-body";

export function AboutMeFormDialog() {
  const { isOpen, onOpenChange, close } = useDialog("about-me");
  const about = useAboutMe();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{about.data ? "Edit About Me" : "Add About Me"}</DialogTitle>
          <DialogDescription>The person behind the numbers: your story, values and expertise.</DialogDescription>
        </DialogHeader>
        {about.isSuccess ? (
          <AboutMeFormBody about={about.data} onDone={close} />
        ) : (
          <QueryStatus query={about} what="About Me profile" />
        )}
      </DialogContent>
    </Dialog>
  );
}
