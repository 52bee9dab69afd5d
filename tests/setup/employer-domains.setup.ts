// Before the API and browser suites: the operator vets the employer domains the tests' reps and managers use.
import { test } from "@playwright/test";
import { SUITE_EMPLOYER_DOMAINS, vetEmployerDomains } from "../api/helpers";

test("the operator vets the suite's employer domains", async () => {
  await vetEmployerDomains(SUITE_EMPLOYER_DOMAINS);
});
