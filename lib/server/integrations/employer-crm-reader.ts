import "server-only";
// What an organisation's CRM connection reads for a sync, whatever the provider: the CRM's users, each seller's quota
// per CRM period with what they closed against it (as the CRM's own records say), and the won deals themselves. Each
// provider folder exports one reader of this shape; employer-sync.ts turns its answer into rows to sign off.
import type { PeriodFigures } from "@/lib/employer-figures";
import type { CrmClient } from "./crm-api";
import type { CrmConfig } from "./provider";

/** A CRM user the connection sees (a seller or anyone else): matched to members by e-mail only. */
export type CrmPerson = { crmUserId: string; email: string | null; name: string | null };

/**
 * One seller's quota for one CRM period and what they closed in it (lib/employer-figures.ts): `closed` is what the
 * CRM counts as closed (Salesforce: the forecast's Closed category); `wonAmount` the won deals' own sum where the
 * provider has one apart from it (Salesforce: revenue splits where splits are on), null where `closed` is that sum.
 */
export type CrmPeriodFigures = PeriodFigures;

/** A won deal as the CRM has it: the employer's own fact, kept for recognitions (largest deal, deal counts). */
export type CrmWonDeal = {
  id: string;
  name: string;
  amount: number;
  currency: string;
  /** YYYY-MM-DD. */
  closeDate: string;
  /** The deal's owner in the CRM. */
  crmUserId: string;
};

export type EmployerCrmData = { people: CrmPerson[]; figures: CrmPeriodFigures[]; deals: CrmWonDeal[] };

/** The organisation's connection as a reader needs it (Salesforce: the org's API host). */
export type EmployerConnectionFacts = { instanceUrl: string | null };

export type EmployerCrmReader = (
  client: CrmClient,
  config: CrmConfig,
  connection: EmployerConnectionFacts,
) => Promise<EmployerCrmData>;
