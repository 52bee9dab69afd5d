// A manager signature that may come from the rep does not verify by itself: one sent with no User-Agent, or from
// the rep's network (every test runs from 127.0.0.1, so always the same /24) whatever browser it names, waits in the
// review queue with the reason; only another network and another device verify.
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { managerRequest } from "../devices";
import { signingPath, waitForMail } from "../outbox";
import { adminApi, expect, test, uniqueSuffix, type RegisteredUser } from "./helpers";

const lastYear = new Date().getUTCFullYear() - 1;
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const FIREFOX_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0";
const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** The rep signs in once more, from Firefox: the browser family the network rule will compare with. */
async function signInFromFirefox(rep: RegisteredUser, baseURL: string): Promise<void> {
  const firefox = await playwrightRequest.newContext({ baseURL, userAgent: FIREFOX_LINUX });
  try {
    const login = await firefox.post("/api/auth/login", { data: { email: rep.email, password: rep.password } });
    expect(login.status(), await login.text()).toBe(200);
  } finally {
    await firefox.dispose();
  }
}

/** A manager e-sign record for one quarter, and the token its manager was mailed. */
async function signingToken(api: APIRequestContext, quarter: number): Promise<{ recordId: number; token: string }> {
  const managerEmail = `mgr-${uniqueSuffix()}@example.com`;
  const created = await api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "quarterly",
      quarter,
      quota: "400000",
      attainment: "500000",
      proofType: "manager_esign",
      managerName: "Dana Manager",
      managerEmail,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const mail = await waitForMail(api, managerEmail, "confirm their quota results");
  return { recordId: ((await created.json()) as { id: number }).id, token: signingPath(mail).split("/").at(-1)! };
}

async function signAs(baseURL: string, token: string, headers: Record<string, string>) {
  const manager = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  try {
    const signed = await manager.post(`/api/sign/${token}/sign`, { data: { fullName: "Dana Manager", consent: true } });
    expect(signed.status(), await signed.text()).toBe(200);
    return ((await signed.json()) as { verification: string }).verification;
  } finally {
    await manager.dispose();
  }
}

test("a signer without a User-Agent, or on the rep's network with any browser, goes to review", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  await signInFromFirefox(rep, baseURL!);
  const admin = await adminApi(baseURL);
  try {
    const flagOf = async (recordId: number) => {
      const queue = (await (await admin.get("/api/admin/reviews")).json()) as {
        kind: string;
        id: number;
        flag: string | null;
      }[];
      return queue.find((q) => q.kind === "quota-record" && q.id === recordId)?.flag;
    };

    const anonymous = await signingToken(rep.api, 1);
    expect(await signAs(baseURL!, anonymous.token, { "user-agent": "" })).toBe("pending_review");
    expect(await (await rep.api.get(`/api/quota-records/${anonymous.recordId}`)).json()).toMatchObject({
      isVerified: false,
      reviewStatus: "pending",
    });
    expect(await flagOf(anonymous.recordId)).toContain("no User-Agent");

    // Firefox on another computer, but on the rep's network: it may well be the rep.
    const sameFamily = await signingToken(rep.api, 2);
    expect(await signAs(baseURL!, sameFamily.token, { "user-agent": FIREFOX_MAC })).toBe("pending_review");
    expect(await flagOf(sameFamily.recordId)).toContain("rep's network (127.0.0.0/24)");

    // Another browser string changes nothing: the name a browser gives is not evidence of another person.
    const otherFamily = await signingToken(rep.api, 3);
    expect(await signAs(baseURL!, otherFamily.token, { "user-agent": CHROME_WINDOWS })).toBe("pending_review");
    expect(await flagOf(otherFamily.recordId)).toContain("rep's network (127.0.0.0/24)");
  } finally {
    await admin.dispose();
  }
});

test("a signer on another network, in a browser that never signed in to the rep's account, verifies the record", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  await signInFromFirefox(rep, baseURL!);
  const { recordId, token } = await signingToken(rep.api, 4);
  const manager = managerRequest(baseURL);
  const signed = await manager.post(`/api/sign/${token}/sign`, { data: { fullName: "Dana Manager", consent: true } });
  expect((await signed.json()).verification).toBe("verified");
  expect(await (await rep.api.get(`/api/quota-records/${recordId}`)).json()).toMatchObject({
    isVerified: true,
    reviewFlag: null,
    assurance: { level: 2, label: "Verified at example.com" },
  });
});
