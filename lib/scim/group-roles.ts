// Which organisation role an identity provider's group gives its members. The rule: a group's name is read as words
// (split at anything that is not a letter or digit, case ignored); a word that is a role's name, singular or plural,
// maps the group to that role ("Sales Managers" → manager, "QuotaProof admins" → admin, "Administrators" → admin,
// "EMEA-Recruiters" → recruiter, "sellers_west" → seller). A name with words of several roles maps to the highest.
// A member's role is the highest role among their groups (admin > manager > recruiter > seller); with no group that
// maps, the organisation's default role. Nobody becomes the owner this way, and the owner's role never changes.
import type { ASSIGNABLE_ROLES } from "@/lib/validators/org";

export type GroupRole = (typeof ASSIGNABLE_ROLES)[number];

/** Highest first: a member in several mapped groups gets the first of these they reach. */
export const GROUP_ROLE_ORDER: readonly GroupRole[] = ["admin", "manager", "recruiter", "seller"];

/** The role a member without any mapped group has (the repository's member default). */
export const DEFAULT_GROUP_ROLE: GroupRole = "seller";

/** The words that name each role. */
const ROLE_WORDS: Record<GroupRole, readonly string[]> = {
  admin: ["admin", "admins", "administrator", "administrators"],
  manager: ["manager", "managers"],
  recruiter: ["recruiter", "recruiters"],
  seller: ["seller", "sellers"],
};

const rank = (role: GroupRole) => GROUP_ROLE_ORDER.indexOf(role);

/** The words of a group's name, lower case. */
function wordsOf(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}

/** The role a group's name maps to, or null when none of its words names a role. */
export function roleForGroupName(name: string): GroupRole | null {
  const words = wordsOf(name);
  return GROUP_ROLE_ORDER.find((role) => ROLE_WORDS[role].some((word) => words.has(word))) ?? null;
}

/** The highest role among the groups' names, or null when none maps. */
export function highestGroupRole(groupNames: Iterable<string>): GroupRole | null {
  let best: GroupRole | null = null;
  for (const name of groupNames) {
    const role = roleForGroupName(name);
    if (role && (best === null || rank(role) < rank(best))) best = role;
  }
  return best;
}

/** A member's role from their groups: the highest mapped role, else the default. */
export function roleFromGroups(groupNames: Iterable<string>, defaultRole: GroupRole = DEFAULT_GROUP_ROLE): GroupRole {
  return highestGroupRole(groupNames) ?? defaultRole;
}
