// "Active now", "5 minutes ago", "Mar 7, 2025": when a session was last used, for the sessions list. Pure.
import { formatDate } from "./format";

export function formatLastActive(value: string | Date, now: Date = new Date()): string {
  const at = typeof value === "string" ? new Date(value) : value;
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (Number.isNaN(minutes)) return "";
  if (minutes < 2) return "Active now";
  if (minutes < 60) return `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? "Yesterday" : `${days} days ago`;
  return formatDate(at);
}
