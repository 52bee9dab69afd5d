// The pricing page's frequently asked questions, as native <details> so they open without any script.
import { ChevronDown } from "lucide-react";
import { PRODUCT_NAME } from "@/lib/product";

const FAQS: { question: string; answer: string }[] = [
  {
    question: `How does ${PRODUCT_NAME} verify my quota attainment?`,
    answer:
      "Your manager receives a secure, single-use link, reviews the exact figures you claimed and signs them electronically. You can also submit a dashboard export, W-2 or verification e-mail, which our review team checks. The Verified badge appears only after one of these succeeds.",
  },
  {
    question: "Is the Starter plan really free?",
    answer:
      "Yes. Starter is free forever and needs no credit card. It includes one portfolio, smart upload import and a view-only public link; verified badges and exports come with Pro Seller.",
  },
  {
    question: "Can I cancel or change my plan at any time?",
    answer:
      "Yes. Plan & Billing moves you back to Starter whenever you like. No card is charged yet: Pro upgrades are approved by our team. Your content stays in your account; anything above the Starter limits becomes read-only.",
  },
  {
    question: "What does a hiring manager see when I share my portfolio?",
    answer:
      "Only the items you choose to share, each with its verification state: the method, the date and who signed. Proof documents such as W-2s or screenshots are never shown on a shared page.",
  },
  {
    question: "Who can see my data and proof documents?",
    answer:
      "Your portfolio is private until you share it. Proof files are stored privately and are only visible to you and the reviewers who verify them. Share links are unguessable, hidden from search engines, and you can revoke them at any time.",
  },
  {
    question: "What export formats are available?",
    answer:
      "Every plan can share a link and draft an e-mail summary. Pro Seller and Enterprise add an executive PDF report and a PowerPoint deck that also opens in Google Slides.",
  },
];

export function Faq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <div className="mt-10 divide-y divide-border rounded-xl border border-border bg-card">
        {FAQS.map(({ question, answer }) => (
          <details key={question} className="group px-6 py-4">
            <summary className="flex list-none items-center justify-between gap-4 font-medium">
              {question}
              <ChevronDown
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
