"use client";
// The audit trail, for owners and admins: the newest 50 entries, each as who did what to whom, when. On Enterprise
// the trail is a hash chain they can verify and export (audit-trail-tools.tsx) and have delivered to a webhook
// (audit-webhook-panel.tsx).
import { formatDate } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";
import { AuditTrailTools } from "./audit-trail-tools";
import { AuditWebhookPanel } from "./audit-webhook-panel";
import { QuerySection } from "./query-section";
import type { AuditEntry, OrgSummary } from "./types";
import { useAudit } from "./use-org-api";

const SHOWN = 50;

const ACTIONS: Record<string, string> = {
  org_created: "created the organisation",
  org_updated: "changed the organisation's settings",
  plan_set: "set the plan",
  invited: "invited",
  invitation_accepted: "accepted the invitation and joined",
  invitation_withdrawn: "withdrew the invitation of",
  member_updated: "updated the membership of",
  member_removed: "removed",
  member_left: "left the organisation",
  attestation_requested: "asked for an attestation from",
  attestation_approved: "attested the figures of",
  attestation_declined: "declined the attestation of",
  award_issued: "gave an award to",
  award_revoked: "revoked an award of",
  recognition_rule_created: "made the recognition rule",
  recognition_rule_changed: "changed the recognition rule",
  recognition_rule_deleted: "deleted the recognition rule",
  contest_created: "started the contest",
  contest_deleted: "deleted the contest",
  contest_awarded: "awarded the winners of the contest",
  manager_set: "set the manager of",
  domain_added: "added a domain",
  domain_verified: "verified a domain",
  domain_removed: "removed a domain",
  talent_viewed: "viewed a talent network profile",
  talent_contacted: "contacted a talent network profile",
  ats_configured: "saved the applicant tracking system settings",
  ats_removed: "removed the applicant tracking system",
  ats_candidate_sent: "sent a portfolio to the applicant tracking system",
  crm_connected: "connected the organisation's CRM",
  crm_disconnected: "disconnected the organisation's CRM",
  crm_sync_started: "started a sync of the organisation's CRM",
  crm_signed_off: "signed off CRM figures",
  slack_connected: "connected Slack announcements",
  slack_removed: "removed Slack announcements",
  member_provisioned: "provisioned",
  member_deprovisioned: "deprovisioned",
  scim_token_created: "made the SCIM token",
  scim_token_rotated: "made a new SCIM token (the old one stopped)",
  scim_token_revoked: "revoked the SCIM token",
  sso_configured: "saved the single sign-on connection",
  sso_removed: "removed the single sign-on connection",
  sso_sign_in: "signed in through single sign-on",
  sso_break_glass: "signed in with a password while single sign-on is enforced (break glass)",
  attestation_voided: "changed attested figures, voiding the attestation of",
  report_exported: "downloaded the team report",
  audit_exported: "exported the audit trail",
  audit_expired: "removed events older than the retention period from the audit trail",
  audit_webhook_set: "set the audit trail's webhook",
  audit_webhook_removed: "removed the audit trail's webhook",
};

/** The entry's object: a member's name, for an invitation the address invited, for a domain the domain. */
function targetOf(entry: AuditEntry): string | null {
  const invitation = entry.action === "invited" || entry.action === "invitation_withdrawn";
  if (invitation && typeof entry.details?.email === "string") return entry.details.email;
  if (entry.action.startsWith("domain_") && typeof entry.details?.domain === "string") return entry.details.domain;
  // The rep stays anonymous to the organisation until they accept: the opaque profile id, never a name.
  if (entry.action.startsWith("talent_") && typeof entry.details?.profileId === "string")
    return entry.details.profileId;
  const named = entry.action.startsWith("contest_") || entry.action.startsWith("recognition_rule_");
  if (named && typeof entry.details?.name === "string") return `'${entry.details.name}'`;
  // Joining, leaving and signing in are about the actor themselves.
  const ownAction = ["invitation_accepted", "member_left", "sso_sign_in", "sso_break_glass"];
  if (ownAction.includes(entry.action)) return null;
  return entry.target;
}

export function auditSentence(entry: AuditEntry): { actor: string; action: string; target: string | null } {
  return {
    // The operator's own changes are theirs, not a person's; no actor: the account has since been deleted.
    actor:
      // The contests job awards winners on its own: the product acted, no person.
      entry.details?.byOperator === true || entry.details?.byJob === true
        ? PRODUCT_NAME
        : // The identity provider acts with the token an owner or admin made.
          entry.details?.via === "scim"
          ? "Your identity provider (SCIM)"
          : (entry.actor ??
            (entry.action === "plan_set"
              ? PRODUCT_NAME
              : // Provisioning by single sign-on: no person acted.
                entry.action === "member_provisioned"
                ? "The identity provider"
                : "A former member")),
    action: ACTIONS[entry.action] ?? entry.action.replaceAll("_", " "),
    target: targetOf(entry),
  };
}

export function AuditCard({ org }: { org: Pick<OrgSummary, "id" | "tier"> }) {
  const audit = useAudit(org.id, true);
  const enterprise = org.tier === "enterprise";
  return (
    <QuerySection
      title="Audit trail"
      description={`The newest ${SHOWN} changes in your organisation.`}
      query={audit}
      loadingLabel="Loading the audit trail"
      empty="Nothing has happened yet."
      before={
        enterprise ? (
          <AuditTrailTools orgId={org.id} />
        ) : (
          <p className="mb-4 text-sm text-muted-foreground">
            Verifying the trail, exporting it and delivering it to a webhook are part of the Enterprise plan.
          </p>
        )
      }
      after={enterprise ? <AuditWebhookPanel orgId={org.id} /> : null}
    >
      {(entries) => (
        <ol className="grid gap-2 text-sm">
          {entries.slice(0, SHOWN).map((entry) => {
            const { actor, action, target } = auditSentence(entry);
            return (
              <li
                key={entry.id}
                className="grid gap-0.5 border-b border-border pb-2 last:border-b-0 sm:grid-cols-[8rem_1fr] sm:gap-3"
              >
                <time dateTime={entry.createdAt} className="text-muted-foreground tabular-nums">
                  {formatDate(entry.createdAt)}
                </time>
                <span className="min-w-0 break-words">
                  <span className="font-medium">{actor}</span> {action}
                  {target ? (
                    <>
                      {" "}
                      <span className="font-medium">{target}</span>
                    </>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </QuerySection>
  );
}
