"use client";
// The toasts' host, out of the page's JavaScript until the first toast is wanted (lib/toast.ts).
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { onToasterWanted } from "@/lib/toast";

const ToasterHost = dynamic(() => import("./toaster-impl"), { ssr: false });

export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterWanted(() => setWanted(true)), []);
  return wanted ? <ToasterHost /> : null;
}
