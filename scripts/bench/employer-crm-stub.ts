// The Salesforce stand-in of the employer CRM bench, in a process of its own: it renders pages of 2,000 records, and
// in the bench's process that work would stall the bench's own clock while it samples /api/health. Started with
// `{ sellers, quarters, domain, emailOf }` as JSON (emailOf: a template with "{n}", the seller's place from 1), it
// prints the server's environment as one JSON line and runs until it is stopped.
import { employerCrmData } from "../../tests/stubs/employer-crm-data";
import { startSalesforceStub } from "../../tests/stubs/salesforce";

const { sellers, quarters, domain, emailOf } = JSON.parse(process.argv[2] ?? "{}") as {
  sellers: number;
  quarters: number;
  domain: string;
  emailOf: string;
};
const stub = await startSalesforceStub();
stub.pageSize = 2_000;
const data = employerCrmData({ sellers, quarters, seed: 7, domain });
data.sellers.forEach((seller, i) => (seller.email = emailOf.replace("{n}", String(i + 1))));
stub.employer = data;
console.log(JSON.stringify(stub.env));
process.on("SIGTERM", () => void stub.close().then(() => process.exit(0)));
