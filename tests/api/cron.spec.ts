// The scheduled job routes a serverless host calls (GET /api/cron/<job>): only with the CRON_SECRET bearer, and
// the mail job really delivers what is queued.
import { waitForMail } from "../outbox";
import { expect, test } from "./helpers";

const secret = () => process.env.QP_TEST_CRON_SECRET!;

test("a cron call needs the secret, and an unknown job does not exist", async ({ request }) => {
  expect((await request.get("/api/cron/mail")).status()).toBe(401);
  expect((await request.get("/api/cron/mail", { headers: { authorization: "Bearer not-the-secret" } })).status()).toBe(
    401,
  );
  expect((await request.get("/api/cron/mail", { headers: { authorization: secret() } })).status()).toBe(401);
  const unknown = await request.get("/api/cron/drop-tables", { headers: { authorization: `Bearer ${secret()}` } });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.code).toBe("not_found");
});

test("the mail job delivers the queued mail and the sweep job answers how many uploads it removed", async ({
  request,
  newUser,
}) => {
  const rep = await newUser();
  // An e-mail change queues two messages: the link to the new address and the notice to the old one.
  const newEmail = `moved-${rep.username}@example.com`;
  expect((await rep.api.post("/api/auth/email", { data: { newEmail, password: rep.password } })).status()).toBe(202);

  const mail = await request.get("/api/cron/mail", { headers: { authorization: `Bearer ${secret()}` } });
  expect(mail.status()).toBe(200);
  const body = await mail.json();
  expect(body).toMatchObject({ job: "mail", digestSent: expect.any(Boolean) });
  expect(typeof body.delivered).toBe("number");

  // Delivered: either by this call or by the server's own timer a moment before; never left queued.
  await waitForMail(request, newEmail, "");
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/dev/outbox/messages?to=${encodeURIComponent(newEmail)}`)).json()) as {
            status: string;
          }[]
        )[0]?.status,
    )
    .toBe("sent");

  const sweep = await request.get("/api/cron/sweep-uploads", { headers: { authorization: `Bearer ${secret()}` } });
  expect(sweep.status()).toBe(200);
  expect(typeof (await sweep.json()).deleted).toBe("number");
});
