import "server-only";
// Addresses an organisation gives us for the server to call (an identity provider's issuer, an audit webhook): https
// on a host whose every address is public, so an organisation cannot point our server at its own network, the
// database next door or the cloud's metadata service. The test suite's production build (a loopback APP_URL) also
// reaches its stubs on loopback over http.
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import { env, isLoopbackUrl } from "@/lib/env";
import { ApiError } from "./errors";

/** Whether the app itself runs on a loopback address (the test suite): its stubs listen there too. */
const loopbackApp = () => isLoopbackUrl(env().APP_URL);

/** Whether an address is on the public internet (not private, loopback, link-local, reserved...). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/**
 * The URL when the server may call it: https (or http on loopback while the app itself runs on loopback), no
 * credentials in it, and a host whose addresses are all public. 422 naming `field` otherwise.
 */
export async function checkOutboundUrl(value: string, field: string): Promise<URL> {
  const refuse = (why: string) => new ApiError("validation_error", why, { [field]: why });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse("Enter a full https:// address");
  }
  if (url.username || url.password) throw refuse("The address cannot carry a user name or password");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const testStub =
    loopbackApp() && (host === "localhost" || (ipaddr.isValid(host) && ipaddr.parse(host).range() === "loopback"));
  if (testStub) {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw refuse("Enter a full https:// address");
    return url;
  }
  if (url.protocol !== "https:") throw refuse("The address must start with https://");
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw refuse(`${url.hostname} could not be found`);
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress))
    throw refuse(`${url.hostname} is not on the public internet`);
  return url;
}
