"use client";
// The toasts' host (sonner), loaded after the page's first paint by ./toaster.tsx.
import { useEffect } from "react";
import { Toaster } from "sonner";
import { markToasterMounted } from "@/lib/toast";

export default function ToasterHost() {
  useEffect(markToasterMounted, []);
  return (
    // One toast at a time for 5 seconds, F8 moves focus to it; toasts stay clickable above an open dialog.
    <Toaster
      richColors
      closeButton
      position="top-right"
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      style={{ pointerEvents: "auto" }}
    />
  );
}
