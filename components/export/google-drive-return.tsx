"use client";
// Back from Google's consent screen, the server sends the rep to /dashboard?google=connected (or =error):
// say how it went once, and drop the parameter so a reload does not say it again.
import { useEffect } from "react";
import { toast } from "@/lib/toast";

export function GoogleDriveReturn() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const result = url.searchParams.get("google");
    if (result === null) return;
    if (result === "connected") {
      toast.success("Google Drive connected", {
        description: "Open Export Portfolio and choose Google Slides Presentation to create your deck.",
      });
    } else {
      toast.error("Google Drive not connected", { description: "Google did not finish connecting. Please try again." });
    }
    url.searchParams.delete("google");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return null;
}
