// A rep's public, read-only portfolio as a hiring manager sees it at /p/<slug>: server-rendered, no client
// JavaScript, printable. Verified badges only on Pro and Enterprise; the "Unverified" watermark on Starter.
import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "@/components/layout/logo";
import { formatDate } from "@/lib/format";
import { OPEN_ITEMS } from "@/lib/open-items";
import { PRODUCT_NAME } from "@/lib/product";
import type { PortfolioSnapshot } from "@/lib/server/export/snapshot";
import { AboutRep, CareerExperience, DealStories, SharedReferences } from "./career-sections";
import { ProfileHero } from "./profile-hero";
import { QuotaPerformance } from "./quota-performance";
import { AchievementDigest, SharedAchievements } from "./shared-achievements";
import { KUDOS_SECTION_NOTE, SharedKudos } from "./shared-kudos";
import { SplitList } from "./show-all";
import { UnverifiedWatermark } from "./unverified-watermark";

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="grid gap-1 break-after-avoid-page">
        <h2 id={id} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The long sections: their heading, anchor and the nouns of their "Show N more" line. */
const LIST_SECTIONS = {
  achievements: { id: "achievements", title: "Achievements", singular: "achievement", plural: "achievements" },
  deals: { id: "deal-stories", title: "Deal stories", singular: "deal story", plural: "deal stories" },
  experiences: { id: "experience", title: "Career experience", singular: "role", plural: "roles" },
  references: { id: "references", title: "References", singular: "reference", plural: "references" },
} satisfies Record<keyof typeof OPEN_ITEMS, { id: string; title: string; singular: string; plural: string }>;

/** A long section, left out when it has no items: the most recent open, the rest behind "Show N more". */
function ListSection<T>({
  list,
  items,
  render,
  renderRest,
}: {
  list: keyof typeof LIST_SECTIONS;
  items: readonly T[];
  render: (items: readonly T[]) => ReactNode;
  renderRest?: (items: readonly T[]) => ReactNode;
}) {
  if (items.length === 0) return null;
  const { id, title, singular, plural } = LIST_SECTIONS[list];
  return (
    <Section id={id} title={title}>
      <SplitList items={items} open={OPEN_ITEMS[list]} {...{ singular, plural, render, renderRest }} />
    </Section>
  );
}

type SharedPortfolioProps = {
  snapshot: PortfolioSnapshot;
  pictureUrl: string | null;
  /** The page's PDF, when the owner's plan includes exports. */
  pdfHref?: string | null;
};

export function SharedPortfolio({ snapshot, pictureUrl, pdfHref = null }: SharedPortfolioProps) {
  const showBadge = snapshot.owner.verifiedBadge;
  const { quota, achievements, deals, experiences, references, kudos, about } = snapshot;
  return (
    <div className="relative min-h-dvh bg-muted/40 print:bg-white">
      {showBadge ? null : <UnverifiedWatermark />}
      <header className="border-b border-border bg-background/95 print:border-none">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo className="text-base" />
          {pdfHref ? (
            <a
              href={pdfHref}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline print:hidden"
              download
            >
              Download PDF
            </a>
          ) : (
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Sales portfolio</p>
          )}
        </div>
      </header>

      <main id="main" className="mx-auto grid max-w-5xl gap-12 px-4 py-10 sm:px-6">
        <ProfileHero snapshot={snapshot} pictureUrl={pictureUrl} />

        {quota.records.length > 0 ? (
          <Section
            id="quota-performance"
            title="Quota performance"
            description="Attainment per period. The line on each bar marks 100% of quota."
          >
            <QuotaPerformance records={quota.records} showBadge={showBadge} />
          </Section>
        ) : null}

        <ListSection
          list="achievements"
          items={achievements}
          render={(shown) => <SharedAchievements achievements={shown} showBadge={showBadge} />}
          renderRest={(rest) => <AchievementDigest achievements={rest} />}
        />
        <ListSection list="deals" items={deals} render={(shown) => <DealStories deals={shown} />} />
        <ListSection
          list="experiences"
          items={experiences}
          render={(shown) => <CareerExperience experiences={shown} />}
        />
        <ListSection
          list="references"
          items={references}
          render={(shown) => <SharedReferences references={shown} showBadge={showBadge} />}
        />
        {kudos.length > 0 ? (
          <Section id="kudos" title="Kudos from colleagues" description={KUDOS_SECTION_NOTE}>
            <SharedKudos kudos={kudos} />
          </Section>
        ) : null}

        {about ? (
          <Section id="about" title={`About ${snapshot.owner.fullName}`}>
            <AboutRep about={about} />
          </Section>
        ) : null}
      </main>

      <footer className="border-t border-border bg-background print:border-none">
        <div className="mx-auto grid max-w-5xl gap-2 px-4 py-8 text-sm text-muted-foreground sm:px-6">
          <p className="flex items-start gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              {showBadge
                ? `"Verified" means ${PRODUCT_NAME} holds a manager's e-signature, a reviewed proof document or a reference's own confirmation for that item. Proof files and contact details are never shared.`
                : `${PRODUCT_NAME} shows verification badges on Pro Seller portfolios only. Proof files and contact details are never shared.`}
            </span>
          </p>
          <p>
            Figures as of <time dateTime={snapshot.generatedAt}>{formatDate(snapshot.generatedAt)}</time>, shared via{" "}
            {PRODUCT_NAME}.{" "}
            <a href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
              Build your own verified brag book
            </a>
          </p>
        </div>
      </footer>
    </div>
  );
}
