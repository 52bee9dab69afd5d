import "server-only";
// An approximate place for an IP address, for the sessions list. There is no GeoIP database: loopback and private
// ranges are named as such, and a country comes only from a trusted proxy that adds one (Vercel's
// x-vercel-ip-country, Cloudflare's cf-ipcountry).
import ipaddr from "ipaddr.js";
import { behindTrustedProxy } from "./request-origin";

const LOCAL_RANGES = new Set(["private", "uniqueLocal", "linkLocal", "carrierGradeNat"]);
const COUNTRY_HEADERS = ["x-vercel-ip-country", "cf-ipcountry"];

function countryName(code: string): string | null {
  if (!/^[A-Z]{2}$/.test(code) || code === "XX" || code === "T1") return null;
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? null;
  } catch {
    return null;
  }
}

export function approximatePlace(request: Pick<Request, "headers">, ip: string | null): string {
  if (ip && ipaddr.isValid(ip)) {
    const range = ipaddr.process(ip).range();
    if (range === "loopback") return "This network";
    if (LOCAL_RANGES.has(range)) return "Local network";
  }
  if (behindTrustedProxy()) {
    for (const header of COUNTRY_HEADERS) {
      const name = countryName(request.headers.get(header)?.trim().toUpperCase() ?? "");
      if (name) return name;
    }
  }
  return "Unknown location";
}
