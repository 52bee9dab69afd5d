import "server-only";
// This server's side of a single sign-on connection, as an admin pastes it into the identity provider: one SAML
// service provider per organisation (its entity id is its metadata's address, so assertions name the organisation
// they are for), one Assertion Consumer Service and one OIDC redirect URI for all.
import { env } from "@/lib/env";
import type { SsoServiceProvider } from "@/lib/validators/sso";

const base = () => env().APP_URL.replace(/\/+$/, "");

/** The organisation's SAML service provider entity id: the audience its assertions must name. */
export const spEntityId = (orgId: number): string => `${base()}/api/sso/saml/metadata/${orgId}`;

/** Where identity providers post SAML responses (HTTP-POST binding): the Recipient and Destination they name. */
export const acsUrl = (): string => `${base()}/api/sso/saml/acs`;

/** Where an OpenID provider sends the browser back with the code. */
export const oidcRedirectUri = (): string => `${base()}/api/sso/oidc/callback`;

/** The organisation id an audience names, when it is one of this server's SP entity ids. */
export function orgIdOfAudience(audience: string): number | null {
  const prefix = `${base()}/api/sso/saml/metadata/`;
  if (!audience.startsWith(prefix)) return null;
  const rest = audience.slice(prefix.length);
  return /^[1-9]\d{0,8}$/.test(rest) ? Number(rest) : null;
}

export const serviceProvider = (orgId: number): SsoServiceProvider => ({
  entityId: spEntityId(orgId),
  acsUrl: acsUrl(),
  metadataUrl: spEntityId(orgId),
  redirectUri: oidcRedirectUri(),
});
