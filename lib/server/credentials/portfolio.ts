import "server-only";
// The link between a loaded portfolio and its credentials: every verified item's claim goes to the sync, and each
// item gets the link of its active credential (what the shared page, the PDF and the deck show).
import type { CredentialLink } from "@/lib/credentials";
import type { SnapshotAchievement, SnapshotQuotaRecord, SnapshotReference } from "../export/snapshot";
import type { PublicUser } from "../data/users";
import { achievementClaim, quotaClaim, referenceClaim } from "./content";
import { credentialItemKey, syncCredentials } from "./sync";

export async function attachCredentials(
  user: Pick<PublicUser, "id" | "fullName" | "email" | "portfolioVersion" | "credentialsVersion">,
  items: {
    quotaRecords: SnapshotQuotaRecord[];
    achievements: SnapshotAchievement[];
    references: SnapshotReference[];
  },
): Promise<void> {
  const holder = { fullName: user.fullName, email: user.email };
  const links = await syncCredentials({
    userId: user.id,
    version: user.portfolioVersion,
    credentialsVersion: user.credentialsVersion,
    claims: [
      ...items.quotaRecords.map((r) => quotaClaim(r, holder)),
      ...items.achievements.map((a) => achievementClaim(a, holder)),
      ...items.references.map((r) => referenceClaim(r, holder)),
    ].filter((claim) => claim !== null),
  });
  const attach = (itemType: string, item: { id: number; credential: CredentialLink | null }) => {
    item.credential = links.get(credentialItemKey(itemType, item.id)) ?? null;
  };
  items.quotaRecords.forEach((r) => attach("quota_record", r));
  items.achievements.forEach((a) => attach("achievement", a));
  items.references.forEach((r) => attach("reference", r));
}
