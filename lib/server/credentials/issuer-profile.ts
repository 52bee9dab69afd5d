import "server-only";
// Who the credentials' issuer is, in the words registries and wallets ask for: a name, a web address, a logo and a
// contact (and, when configured, where the operator is). One description, shown three ways: the issuer object inside
// each credential (an Open Badges Profile), the services of the published DID document, and the /issuer page.
import { env } from "@/lib/env";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/lib/product";
import { issuerDid } from "./did";
import { didDocument } from "./sign";
import type { DidDocument } from "./loader";

export type IssuerInfo = {
  did: string;
  name: string;
  description: string;
  /** The product's home page. */
  url: string;
  /** The page that says who issues the credentials and how to check them. */
  profileUrl: string;
  /** A square PNG logo (512 × 512). */
  logoUrl: string;
  email: string | null;
  location: string | null;
};

export function issuerInfo(appUrl: string = env().APP_URL): IssuerInfo {
  const at = (path: string) => new URL(path, appUrl).toString();
  return {
    did: issuerDid(appUrl),
    name: PRODUCT_NAME,
    description: PRODUCT_TAGLINE,
    url: at("/"),
    profileUrl: at("/issuer"),
    logoUrl: at("/icon-512.png"),
    email: env().ISSUER_CONTACT_EMAIL ?? null,
    location: env().ISSUER_LOCATION ?? null,
  };
}

/** The issuer as an Open Badges 3.0 Profile, what a credential's `issuer` holds. */
export function issuerProfile(info: IssuerInfo = issuerInfo()): Record<string, unknown> {
  return {
    id: info.did,
    type: ["Profile"],
    name: info.name,
    url: info.url,
    description: info.description,
    image: { id: info.logoUrl, type: "Image", caption: `${info.name} logo` },
    ...(info.email ? { email: info.email } : {}),
  };
}

type Service = { id: string; type: string; serviceEndpoint: string | Record<string, string> };

/**
 * The DID document as published at /.well-known/did.json: the keys, plus two services. `LinkedDomains` names the
 * web address the DID belongs to (a registered service type); `IssuerProfile` carries the name, logo, contact and
 * location, and the profile page's address, for registries that read them from the DID document.
 */
export async function publishedDidDocument(): Promise<DidDocument & { service: Service[] }> {
  const info = issuerInfo();
  const profile: Record<string, string> = {
    name: info.name,
    url: info.url,
    profile: info.profileUrl,
    logo: info.logoUrl,
    ...(info.email ? { email: info.email } : {}),
    ...(info.location ? { location: info.location } : {}),
  };
  return {
    ...(await didDocument()),
    service: [
      { id: `${info.did}#linked-domain`, type: "LinkedDomains", serviceEndpoint: new URL(info.url).origin },
      { id: `${info.did}#issuer-profile`, type: "IssuerProfile", serviceEndpoint: profile },
    ],
  };
}
