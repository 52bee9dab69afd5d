"use client";
// Copy a share link: "Copied!" on the button for 2 seconds and a "Link copied" toast.
import { toast } from "@/lib/toast";
import { useCopyToClipboard } from "@/components/ai/use-copy-to-clipboard";

export function useCopyLink() {
  const { copied, copy } = useCopyToClipboard();
  const copyLink = async (url: string) => {
    try {
      await copy(url);
      toast.success("Link copied", { description: "Paste it into a message or your résumé." });
    } catch {
      toast.error("Copy failed", {
        description: "Your browser did not allow access to the clipboard. Select the link and copy it instead.",
      });
    }
  };
  return { copied, copyLink };
}
