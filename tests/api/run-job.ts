// Runs a background job now, as the scheduler would (GET /api/cron/<job> with the run's CRON_SECRET): derived state
// (talent facts, benchmark snapshots, credentials) is made by jobs and right after writes, never by a read, so a test
// that reads it right after a write waits for the job first, as a client would wait for it.
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./helpers";

export type JobName =
  | "benchmarks"
  | "credentials"
  | "talent"
  | "mail"
  | "billing"
  | "sweep-uploads"
  | "employer-crm"
  | "recognition"
  | "contests"
  | "nudges"
  | "audit-webhooks"
  | "audit-retention";

export async function runJob(api: APIRequestContext, job: JobName): Promise<Record<string, unknown>> {
  const response = await api.get(`/api/cron/${job}`, {
    headers: { authorization: `Bearer ${process.env.QP_TEST_CRON_SECRET}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}
