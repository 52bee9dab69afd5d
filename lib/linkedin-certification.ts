// LinkedIn's documented "add to profile" link for a certification: it opens the rep's profile editor with the
// certification's fields filled in. Pure, so the credentials (each its verify page) and the badge route (the
// portfolio) build it the same way. With the issuer's LinkedIn company page id, LinkedIn shows the page's logo and
// links it; without one, the certification names the issuer in words.
import type { CredentialView } from "./credentials";
import { PRODUCT_NAME } from "./product";

export type LinkedInCertification = {
  name: string;
  /** The page a viewer of the profile is sent to ("See credential"). */
  certUrl: string;
  /** Shown on the profile as the credential ID. */
  certId: string;
  issued: Date;
  /** The issuer's LinkedIn company page (numeric id); when given it stands for the organisation instead of a name. */
  organizationId?: string | null;
  organizationName?: string;
};

/** `https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=...`: issue year and month in UTC. */
export function linkedInAddCertificationUrl({
  name,
  certUrl,
  certId,
  issued,
  organizationId,
  organizationName = PRODUCT_NAME,
}: LinkedInCertification): string {
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name,
    ...(organizationId ? { organizationId } : { organizationName }),
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl,
    certId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/**
 * A credential as a LinkedIn certification whose URL is its public verify page, so a viewer can check it, and whose
 * credential ID is the credential's own.
 */
export function credentialLinkedInUrl(
  credential: Pick<CredentialView, "id" | "name" | "verifyUrl" | "issuedAt">,
  organizationId?: string | null,
) {
  return linkedInAddCertificationUrl({
    name: credential.name,
    certUrl: credential.verifyUrl,
    certId: credential.id,
    issued: new Date(credential.issuedAt),
    organizationId,
  });
}
