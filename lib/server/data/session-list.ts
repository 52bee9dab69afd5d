import "server-only";
// The sessions list of the settings page: each live session described for a person (device, browser, place).
import { UAParser } from "ua-parser-js";
import type { AuthSessionView } from "@/lib/types";
import { listAuthSessions } from "./auth-sessions";

const DEVICE_TYPES: Record<string, string> = {
  mobile: "Phone",
  tablet: "Tablet",
  smarttv: "TV",
  console: "Game console",
  wearable: "Watch",
  xr: "Headset",
  embedded: "Device",
};

function describeAgent(userAgent: string | null): Pick<AuthSessionView, "device" | "browser" | "os"> {
  if (!userAgent) return { device: "Unknown device", browser: null, os: null };
  const { browser, os, device } = UAParser(userAgent);
  const model = [device.vendor, device.model].filter(Boolean).join(" ");
  const kind = device.type ? (DEVICE_TYPES[device.type] ?? "Device") : browser.name ? "Computer" : "Unknown device";
  return {
    device: model || kind,
    browser: browser.name ? [browser.name, browser.major].filter(Boolean).join(" ") : null,
    os: os.name ? [os.name, os.version].filter(Boolean).join(" ") : null,
  };
}

export async function listSessions(userId: number, currentSessionId: number): Promise<AuthSessionView[]> {
  const rows = await listAuthSessions(userId);
  return rows.map((row) => ({
    id: row.id,
    ...describeAgent(row.userAgent),
    ip: row.ip,
    place: row.place ?? "Unknown location",
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}
