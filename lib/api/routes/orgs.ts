// Route table entries for organisations: members, invitations, domains, attestations, awards, benchmarks, team, talent,
// ATS and the employer's CRM.
import { out, type Returns } from "../define";
import { routeTable } from "./table";
import { fileEntry } from "./kinds";
import type { sendPortfolioToAts } from "@/lib/server/ats/handoff";
import type { getAtsSettings, removeAtsSettings, saveAtsSettings } from "@/lib/server/data/orgs/ats";
import type {
  approveAttestation,
  declineAttestation,
  listAttestations,
  requestAttestation,
} from "@/lib/server/data/orgs/attestations";
import type { listOrgAudit } from "@/lib/server/data/orgs/audit";
import type {
  employerCrmStatus,
  listEmployerAttainment,
  startEmployerConnect,
} from "@/lib/server/data/orgs/employer-crm";
import type { signOffEmployerFigures } from "@/lib/server/data/orgs/employer-signoff";
import { employerAttainmentQuerySchema, employerSignoffSchema } from "@/lib/validators/employer-crm";
import type { issueAward, listAwards } from "@/lib/server/data/orgs/awards";
import type { benchmarks, refreshBenchmarks } from "@/lib/server/data/orgs/benchmarks";
import type { addDomain, checkDomain, listDomains } from "@/lib/server/data/orgs/domains";
import type {
  acceptInvitation,
  inviteMember,
  listInvitations,
  viewInvitation,
} from "@/lib/server/data/orgs/invitations";
import type { createOrg, getOrg, listMembers, listMyOrgs, updateMember, updateOrg } from "@/lib/server/data/orgs/orgs";
import type { teamPage } from "@/lib/server/data/orgs/team";
import type { contactListing, listOrgRequests } from "@/lib/server/talent/requests";
import type { searchTalent, talentCard } from "@/lib/server/talent/search";
import { atsCandidateSchema, atsSettingsSchema } from "@/lib/validators/ats";
import {
  attestationRequestSchema,
  awardSchema,
  createOrgSchema,
  declineSchema,
  invitationSchema,
  memberUpdateSchema,
  orgDomainSchema,
  teamQuerySchema,
  updateOrgSchema,
} from "@/lib/validators/org";
import { talentContactSchema, talentSearchSchema } from "@/lib/validators/talent";

export const orgsRoutes = routeTable({
  "GET /api/invitations/[token]": {
    output: out<Returns<typeof viewInvitation>>(),
  },
  "POST /api/invitations/[token]/accept": {
    output: out<Returns<typeof acceptInvitation>>(),
  },
  "GET /api/orgs": { output: out<Returns<typeof listMyOrgs>>() },
  "POST /api/orgs": {
    input: createOrgSchema,
    output: out<Returns<typeof createOrg>>(),
  },
  "GET /api/orgs/[id]": { output: out<Returns<typeof getOrg>>() },
  "PATCH /api/orgs/[id]": {
    input: updateOrgSchema,
    output: out<Returns<typeof updateOrg>>(),
  },
  "GET /api/orgs/[id]/ats": {
    output: out<Returns<typeof getAtsSettings>>(),
  },
  "PUT /api/orgs/[id]/ats": {
    input: atsSettingsSchema,
    output: out<Returns<typeof saveAtsSettings>>(),
  },
  "DELETE /api/orgs/[id]/ats": {
    output: out<Returns<typeof removeAtsSettings>>(),
  },
  "POST /api/orgs/[id]/ats/candidates": {
    input: atsCandidateSchema,
    output: out<Returns<typeof sendPortfolioToAts>>(),
  },
  "GET /api/orgs/[id]/crm": { output: out<Returns<typeof employerCrmStatus>>() },
  "DELETE /api/orgs/[id]/crm/[provider]": { output: out<Returns<typeof employerCrmStatus>>() },
  "POST /api/orgs/[id]/crm/[provider]/connect": { output: out<Returns<typeof startEmployerConnect>>() },
  "POST /api/orgs/[id]/crm/sync": { output: out<Returns<typeof employerCrmStatus>>() },
  "POST /api/orgs/[id]/crm/signoff": {
    input: employerSignoffSchema,
    output: out<Returns<typeof signOffEmployerFigures>>(),
  },
  "GET /api/orgs/[id]/crm/attainment": {
    input: employerAttainmentQuerySchema,
    output: out<Returns<typeof listEmployerAttainment>>(),
  },
  "GET /api/orgs/[id]/attestations": {
    output: out<Returns<typeof listAttestations>>(),
  },
  "POST /api/orgs/[id]/attestations": {
    input: attestationRequestSchema,
    output: out<Returns<typeof requestAttestation>>(),
  },
  "POST /api/orgs/[id]/attestations/[aid]/approve": {
    output: out<Returns<typeof approveAttestation>>(),
  },
  "POST /api/orgs/[id]/attestations/[aid]/decline": {
    input: declineSchema,
    output: out<Returns<typeof declineAttestation>>(),
  },
  "GET /api/orgs/[id]/audit": {
    output: out<Returns<typeof listOrgAudit>>(),
  },
  "GET /api/orgs/[id]/awards": {
    output: out<Returns<typeof listAwards>>(),
  },
  "POST /api/orgs/[id]/awards": {
    input: awardSchema,
    output: out<Returns<typeof issueAward>>(),
  },
  "DELETE /api/orgs/[id]/awards/[awardId]": {
    output: out<{ success: true }>(),
  },
  "GET /api/orgs/[id]/benchmarks": {
    output: out<Returns<typeof benchmarks>>(),
  },
  "POST /api/orgs/[id]/benchmarks/refresh": {
    output: out<Returns<typeof refreshBenchmarks>>(),
  },
  "GET /api/orgs/[id]/domains": {
    output: out<Returns<typeof listDomains>>(),
  },
  "POST /api/orgs/[id]/domains": {
    input: orgDomainSchema,
    output: out<Returns<typeof addDomain>["domain"]>(),
  },
  "DELETE /api/orgs/[id]/domains/[domain]": {
    output: out<{ success: true }>(),
  },
  "POST /api/orgs/[id]/domains/[domain]/check": {
    output: out<Returns<typeof checkDomain>>(),
  },
  "GET /api/orgs/[id]/invitations": {
    output: out<Returns<typeof listInvitations>>(),
  },
  "POST /api/orgs/[id]/invitations": {
    input: invitationSchema,
    output: out<Returns<typeof inviteMember>>(),
  },
  "DELETE /api/orgs/[id]/invitations/[invitationId]": {
    output: out<{ success: true }>(),
  },
  "GET /api/orgs/[id]/members": {
    output: out<Returns<typeof listMembers>>(),
  },
  "PUT /api/orgs/[id]/members/[userId]": {
    input: memberUpdateSchema,
    output: out<Returns<typeof updateMember>>(),
  },
  "DELETE /api/orgs/[id]/members/[userId]": {
    output: out<{ success: true }>(),
  },
  "GET /api/orgs/[id]/report.csv": fileEntry,
  "GET /api/orgs/[id]/report.xlsx": fileEntry,
  "GET /api/orgs/[id]/talent": {
    input: talentSearchSchema,
    output: out<Returns<typeof searchTalent>>(),
  },
  "GET /api/orgs/[id]/talent/[profileId]": {
    output: out<Returns<typeof talentCard>>(),
  },
  "POST /api/orgs/[id]/talent/[profileId]/contact": {
    input: talentContactSchema,
    output: out<Returns<typeof contactListing>>(),
  },
  "GET /api/orgs/[id]/talent/requests": {
    output: out<Returns<typeof listOrgRequests>>(),
  },
  "GET /api/orgs/[id]/team": {
    input: teamQuerySchema,
    output: out<Returns<typeof teamPage>>(),
  },
});
