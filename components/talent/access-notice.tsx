// Why a member cannot search the talent network here: their role (the API's 403) or the organisation's plan (402).
import Link from "next/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { ApiRequestError } from "@/lib/api-client";

export type AccessProblem = "role" | "plan";

/** The access problem a failed call shows, if it is one. */
export function accessProblemOf(error: unknown): AccessProblem | null {
  if (!(error instanceof ApiRequestError)) return null;
  return error.status === 402 ? "plan" : error.status === 403 ? "role" : null;
}

export function AccessNotice({ problem, orgName }: { problem: AccessProblem; orgName: string }) {
  if (problem === "role") {
    return (
      <Alert role="status" variant="warning">
        <AlertTitle>Recruiters only</AlertTitle>
        <AlertDescription>
          <p>
            Searching the talent network needs the owner, admin or recruiter role in {orgName}. Ask an owner or admin of{" "}
            {orgName} to give you the recruiter role on the Team page.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert role="status" variant="warning">
      <AlertTitle>An Enterprise feature</AlertTitle>
      <AlertDescription>
        <p>
          The verified talent network is part of the Enterprise plan, and {orgName} is not on it. Its owner can{" "}
          <Link href="/pricing" className="underline underline-offset-4">
            see the Enterprise plan
          </Link>{" "}
          and contact us to upgrade.
        </p>
      </AlertDescription>
    </Alert>
  );
}
