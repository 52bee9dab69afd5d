// A preview of every e-mail the app sends, rendered from its React Email component with sample data: the subject,
// the link and the facts a reader acts on are in both parts, and what a user typed never reaches the HTML as markup.
// The previews are written to test-results/mail-previews/ to look at in a browser.
import fs from "node:fs";
import path from "node:path";
import * as messages from "@/lib/server/mail/messages";
import type { Mail } from "@/lib/server/mail/render";

const HOSTILE = `Mallory <script>alert("x")</script> & Co`;
const ESCAPED = "Mallory &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co";
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";
const APP = "https://app.quotaproof.test";
const expiresAt = new Date("2026-03-14T12:00:00Z");
const figures = {
  year: 2025,
  quarter: 3,
  quota: "400000",
  attainment: "500000",
  attainmentPercent: "125",
  stackRankPosition: 2,
  stackRankTotal: 14,
};

type Preview = {
  mail: () => Promise<Mail>;
  subject: string;
  /** The link the reader follows, in both parts. */
  link?: string;
  /** What the reader relies on, in the text part (and, escaped, in the HTML). */
  facts: string[];
};

const PREVIEWS: Record<string, Preview> = {
  signatureRequestMail: {
    mail: () =>
      messages.signatureRequestMail({
        repName: HOSTILE,
        managerName: "Dana Manager",
        figures,
        link: `${APP}/sign/${TOKEN}`,
        expiresAt,
      }),
    subject: `${HOSTILE} asks you to confirm their quota results`,
    link: `${APP}/sign/${TOKEN}`,
    facts: ["Hello Dana Manager,", "Q3 2025", "$400,000.00", "$500,000.00", "125.00%", "2 of 14", "Mar 14, 2026"],
  },
  signedMail: {
    mail: () => messages.signedMail({ repName: "Riley Rep", signerName: HOSTILE, figures, signedAt: expiresAt }),
    subject: `${HOSTILE} signed your QuotaProof`,
    facts: ["Hello Riley Rep,", "confirmed your figures on Mar 14, 2026", "Verified", "$500,000.00"],
  },
  declinedMail: {
    mail: () => messages.declinedMail({ repName: "Riley Rep", managerName: "Dana Manager", figures, reason: HOSTILE }),
    subject: "Dana Manager declined to sign your QuotaProof",
    facts: ["declined to confirm these figures", "$400,000.00", `Reason: ${HOSTILE}`, "stays pending"],
  },
  referenceConfirmationMail: {
    mail: () =>
      messages.referenceConfirmationMail({
        repName: HOSTILE,
        referenceName: "Rita Reference",
        relationship: "Manager",
        link: `${APP}/confirm-reference/${TOKEN}`,
        expiresAt,
      }),
    subject: `${HOSTILE} listed you as a reference`,
    link: `${APP}/confirm-reference/${TOKEN}`,
    facts: ["Hello Rita Reference,", "professional reference (Manager)", "no account needed", "Mar 14, 2026"],
  },
  referenceConfirmedMail: {
    mail: () => messages.referenceConfirmedMail({ repName: "Riley Rep", referenceName: HOSTILE }),
    subject: `${HOSTILE} confirmed your reference`,
    facts: ["Hello Riley Rep,", "now shows as Verified"],
  },
  accountLinkMail: {
    mail: () =>
      messages.accountLinkMail({
        fullName: HOSTILE,
        purpose: "verify-email",
        email: "riley@example.com",
        link: `${APP}/verify-email/${TOKEN}`,
      }),
    subject: "Confirm your QuotaProof e-mail address",
    link: `${APP}/verify-email/${TOKEN}`,
    facts: [`Hello ${HOSTILE},`, "Confirm that riley@example.com is your address", "expires in 48 hours"],
  },
  emailChangeConfirmMail: {
    mail: () =>
      messages.emailChangeConfirmMail({
        fullName: HOSTILE,
        newEmail: "new@example.com",
        link: `${APP}/confirm-email/${TOKEN}`,
      }),
    subject: "Confirm your new QuotaProof e-mail address",
    link: `${APP}/confirm-email/${TOKEN}`,
    facts: ["new@example.com", "expires in 24 hours"],
  },
  emailChangeNoticeMail: {
    mail: () => messages.emailChangeNoticeMail({ fullName: HOSTILE, newEmail: "new@example.com" }),
    subject: "A change of your QuotaProof e-mail address was requested",
    facts: ["change its e-mail address to new@example.com", "change your password now"],
  },
  mailboxTakenNoticeMail: {
    mail: () => messages.mailboxTakenNoticeMail({ email: "lee@acme.test" }),
    subject: "Someone tried to add your address to another QuotaProof account",
    facts: ["Someone tried to add lee@acme.test as a work address", "no confirmation link was sent"],
  },
  invitationMail: {
    mail: () =>
      messages.invitationMail({
        inviterName: "Olivia Owner",
        orgName: HOSTILE,
        role: "seller",
        email: "sam@acme.test",
        link: `${APP}/join/${TOKEN}`,
      }),
    subject: `Olivia Owner invited you to ${HOSTILE} on QuotaProof`,
    link: `${APP}/join/${TOKEN}`,
    facts: ["as a seller", "with this e-mail address, sam@acme.test", "expires in 14 days"],
  },
  talentContactMail: {
    mail: () =>
      messages.talentContactMail({
        repName: "Zoë Ørsted",
        orgName: "Globex Talent",
        message: HOSTILE,
        link: `${APP}/talent`,
      }),
    subject: "A recruiter at Globex Talent would like to talk",
    link: `${APP}/talent`,
    facts: ["Hello Zoë Ørsted", "found your verified profile", "They do not know your name or your address"],
  },
  talentAcceptedMail: {
    mail: () =>
      messages.talentAcceptedMail({
        repName: "Zoë Ørsted",
        repEmail: "zoe@ørsted.example",
        orgName: HOSTILE,
        link: `${APP}/team/talent`,
      }),
    subject: "Zoë Ørsted accepted your request",
    link: `${APP}/team/talent`,
    facts: ["You can reach them at zoe@ørsted.example"],
  },
  attestationRequestMail: {
    mail: () =>
      messages.attestationRequestMail({
        sellerName: HOSTILE,
        managerName: "Dana Manager",
        orgName: "Acme",
        period: "Q3 2025",
        link: `${APP}/team`,
      }),
    subject: `${HOSTILE} asks you to attest their Q3 2025 quota figures`,
    link: `${APP}/team`,
    facts: ["Hello Dana Manager,", "as their manager in Acme", "Q3 2025 quota attainment"],
  },
  awardEarnedMail: {
    mail: () =>
      messages.awardEarnedMail({
        recipientName: "Riley Rep",
        orgName: "Acme",
        title: HOSTILE,
        evidence: "Awarded by Acme under the rule “120% Club”, Q3 2025",
        link: `${APP}/dashboard`,
      }),
    subject: `You earned “${HOSTILE}”`,
    link: `${APP}/dashboard`,
    facts: [
      "Hello Riley Rep,",
      `Acme recognised you with “${HOSTILE}”`,
      "It rests on this: Awarded by Acme under the rule “120% Club”, Q3 2025.",
      "verified by your employer",
    ],
  },
  awardAnnouncementMail: {
    mail: () =>
      messages.awardAnnouncementMail({
        memberName: "Sam Seller",
        orgName: "Acme",
        awards: [
          { recipientName: HOSTILE, title: "120% Club", source: "120% Club", period: "2025-Q3" },
          { recipientName: "Riley Rep", title: "Largest deal of the year", source: "Big Deal Rule", period: "2025" },
        ],
        unsubscribeLink: `${APP}/unsubscribe/12.34.${TOKEN}`,
      }),
    subject: "Recognition at Acme: 2 awards to celebrate",
    link: `${APP}/unsubscribe/12.34.${TOKEN}`,
    facts: [
      "Hello Sam Seller,",
      `${HOSTILE} earned “120% Club” (Q3 2025)`,
      "Riley Rep earned “Largest deal of the year” (Big Deal Rule, 2025)",
      "You get these announcements as a member of Acme",
    ],
  },
  recognitionNudgeMail: {
    mail: () =>
      messages.recognitionNudgeMail({
        memberName: "Sam Seller",
        orgName: HOSTILE,
        standings: [
          {
            period: "2026-Q4",
            daysLeft: 12,
            attainment: 92,
            targets: [
              { threshold: 100, ruleName: "100% Club", note: null },
              { threshold: 110, ruleName: HOSTILE, note: "your 4th quarter in a row" },
            ],
          },
          {
            period: "2026",
            daysLeft: 12,
            attainment: null,
            targets: [{ threshold: 120, ruleName: "Presidents Club", note: null }],
          },
        ],
        link: `${APP}/dashboard`,
        unsubscribeLink: `${APP}/unsubscribe/12.34.nudges.${TOKEN}`,
      }),
    subject: `12 days left in Q4 2026: your standing at ${HOSTILE}`,
    link: `${APP}/dashboard`,
    facts: [
      "Hello Sam Seller,",
      `You are at 92% of Q4 2026 with 12 days left; 100% earns '100% Club'; 110% earns '${HOSTILE}' (your 4th quarter in a row)`,
      "No verified figure for 2026 yet, with 12 days left; 120% earns 'Presidents Club'",
      "nobody else's figures are in it",
      `To stop nudges: ${APP}/unsubscribe/12.34.nudges.${TOKEN}`,
    ],
  },
  adminDigestMail: {
    mail: () =>
      messages.adminDigestMail({
        counts: { reviews: 3, upgrades: 1 },
        fresh: { reviews: 1, upgrades: 1 },
        appUrl: APP,
      }),
    subject: "QuotaProof admin: 3 proofs to review and 1 upgrade request waiting",
    link: `${APP}/admin/reviews`,
    facts: [`${APP}/admin/upgrades`, "New since the last digest: 1 proof, 1 upgrade request.", "at most one digest"],
  },
  enterpriseInquiryMail: {
    mail: () =>
      messages.enterpriseInquiryMail({
        name: "Hank Scorpio",
        company: "Globex",
        email: "hank@globex.example",
        seats: 250,
        message: HOSTILE,
      }),
    subject: "QuotaProof Enterprise inquiry: Globex (250 seats)",
    facts: [
      "Hank Scorpio of Globex asked about QuotaProof Enterprise for 250 seats.",
      "hank@globex.example",
      `Message: ${HOSTILE}`,
    ],
  },
  upgradeDecisionMail: {
    mail: () =>
      messages.upgradeDecisionMail({ fullName: HOSTILE, tier: "pro", approved: true, link: `${APP}/dashboard` }),
    subject: "You're on Pro Seller now",
    link: `${APP}/dashboard`,
    facts: [`Hello ${HOSTILE},`, "now on the Pro Seller plan", "No card has been charged."],
  },
  assuranceNoticeMail: {
    mail: () =>
      messages.assuranceNoticeMail({
        fullName: HOSTILE,
        changes: [
          `Q3 2025: back to review. ${HOSTILE}`,
          'Reference from Marc: now shown as "Confirmed by e-mail at zohomail.com"',
        ],
        link: `${APP}/dashboard`,
      }),
    subject: "How your verified items are verified has changed",
    link: `${APP}/dashboard`,
    facts: [`Hello ${HOSTILE},`, "how strong the evidence behind each verified item is", "Q3 2025: back to review."],
  },
  reviewDecisionMail: {
    mail: () =>
      messages.reviewDecisionMail({
        fullName: "Riley Rep",
        what: "QuotaProof for Q3 2025",
        approved: false,
        reason: HOSTILE,
        link: `${APP}/dashboard`,
      }),
    subject: "Your QuotaProof for Q3 2025 was not verified",
    link: `${APP}/dashboard`,
    facts: ["could not verify your QuotaProof for Q3 2025", `Reason: ${HOSTILE}`, "upload a new proof"],
  },
};

const escapeForHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** The HTML without the empty comments React writes between adjacent pieces of text. */
const readable = (html: string) => html.replaceAll("<!-- -->", "");

const previewDir = path.join(__dirname, "..", "..", "test-results", "mail-previews");

test("every e-mail the app sends has a preview here", () => {
  const builders = Object.entries(messages)
    .filter(([, value]) => typeof value === "function")
    .map(([name]) => name);
  expect(builders.sort()).toEqual(Object.keys(PREVIEWS).sort());
});

describe.each(Object.entries(PREVIEWS))("%s", (name, preview) => {
  let mail: Mail;
  beforeAll(async () => {
    mail = await preview.mail();
    fs.mkdirSync(previewDir, { recursive: true });
    fs.writeFileSync(path.join(previewDir, `${name}.html`), mail.html);
    fs.writeFileSync(path.join(previewDir, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
  });

  it("keeps its subject", () => {
    expect(mail.subject).toBe(preview.subject);
  });

  it("carries its link in both parts", () => {
    if (!preview.link) return;
    expect(mail.html).toContain(`href="${preview.link}"`);
    expect(mail.text).toContain(preview.link);
    // In the text part the link stands on a line of its own, where a reader (and a mail client) finds it whole.
    expect(mail.text.split("\n")).toContainEqual(expect.stringMatching(new RegExp(`(^|: )${preview.link}$`)));
  });

  it("states the facts a reader relies on, in both parts", () => {
    for (const fact of preview.facts) {
      expect(mail.text).toContain(fact);
      expect(readable(mail.html).replace(/<[^>]*>/g, "")).toContain(escapeForHtml(fact));
    }
  });

  it("never lets what a user typed become markup, and keeps the layout's footer in the HTML only", () => {
    expect(mail.html).not.toMatch(/<script/i);
    if ([preview.subject, ...preview.facts].some((part) => part.includes(HOSTILE)))
      expect(readable(mail.html)).toContain(ESCAPED);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain("QuotaProof, the verified brag book for sales reps.");
    expect(mail.text).not.toContain("the verified brag book");
    // The text part is plain text: what a user typed stays as typed, and no markup of the layout leaks into it.
    expect(mail.text.replaceAll(HOSTILE, "")).not.toMatch(/<\/?[a-z]+[ >]/);
  });
});
