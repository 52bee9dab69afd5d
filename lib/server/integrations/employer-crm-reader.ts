import "server-only";
// What an organisation's CRM connection reads for a sync, whatever the provider: the CRM's users, each seller's quota
// per CRM period with what they closed against it (as the CRM's own records say), and the won deals themselves. Each
// provider folder exports one reader of this shape; employer-crm-sync.ts turns its answer into rows to sign off.
import type { CrmClient } from "./crm-api";
import type { CrmConfig } from "./provider";

/** A CRM user the connection sees (a seller or anyone else): matched to members by e-mail only. */
export type CrmPerson = { crmUserId: string; email: string | null; name: string | null };

/** One seller's quota for one CRM period and what they closed in it. Amounts in the currency named beside them. */
export type CrmPeriodFigures = {
  crmUserId: string;
  /** The CRM period's first and last day (YYYY-MM-DD, both inclusive). */
  start: string;
  end: string;
  periodType: "month" | "quarter" | "year";
  quota: number;
  quotaCurrency: string;
  /** What the CRM counts as closed for the seller in the period (Salesforce: the forecast's Closed category). */
  closed: number;
  closedCurrency: string;
  /**
   * The seller's won deals in the period summed from the deals themselves (Salesforce: revenue splits where splits
   * are on), a cross-check of `closed`; null where `closed` is already that sum (HubSpot).
   */
  wonAmount: number | null;
  /** The CRM records the figures come from: quota, forecast item, goal target ids. */
  sourceIds: string[];
};

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
