"use client";
// Leaving the LinkedIn URL box: fill in the name its profile slug shows (when the name is still empty), and
// say plainly that nothing else can be read. A LinkedIn URL without a profile slug gets a failure toast.
import { useRef } from "react";
import { toast } from "@/lib/toast";
import { readLinkedinUrl } from "./linkedin-profile";
import type { ExecutiveForm } from "./executive-fields";

export function useLinkedinPrefill(form: ExecutiveForm) {
  // One notice per pasted URL, not one per blur.
  const lastRead = useRef<string | null>(null);

  return (text: string) => {
    const reading = readLinkedinUrl(text);
    if (reading.kind === "not-linkedin") return;
    if (reading.url !== text) form.setValue("linkedinProfileUrl", reading.url, { shouldValidate: true });
    if (lastRead.current === reading.url) return;
    lastRead.current = reading.url;

    if (reading.kind === "unreadable") {
      toast.error("Profile Import Failed", {
        description: "Could not load LinkedIn profile data. Please enter details manually.",
      });
      return;
    }
    if (form.getValues("executiveName")?.trim()) return;
    form.setValue("executiveName", reading.name, { shouldValidate: true, shouldDirty: true });
    toast.success("Profile Loaded", {
      description:
        "Only the name could be read from the LinkedIn URL. Please add the title, company and other details.",
    });
  };
}
