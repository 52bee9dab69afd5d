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

type SharedPortfolioProps = {
  snapshot: PortfolioSnapshot;
  pictureUrl: string | null;
  /** The page's PDF, when the owner's plan includes exports. */
  pdfHref?: string | null;
};

export function SharedPortfolio({ snapshot, pictureUrl, pdfHref = null }: SharedPortfolioProps) {
  const showBadge = snapshot.owner.verifiedBadge;
  const { quota, achievements, deals, experiences, references, about } = snapshot;
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

        {achievements.length > 0 ? (
          <Section id="achievements" title="Achievements">
            <SplitList
              items={achievements}
              open={OPEN_ITEMS.achievements}
              singular="achievement"
              plural="achievements"
              render={(shown) => <SharedAchievements achievements={shown} showBadge={showBadge} />}
              renderRest={(rest) => <AchievementDigest achievements={rest} />}
            />
          </Section>
        ) : null}

        {deals.length > 0 ? (
          <Section id="deal-stories" title="Deal stories">
            <SplitList
              items={deals}
              open={OPEN_ITEMS.deals}
              singular="deal story"
              plural="deal stories"
              render={(shown) => <DealStories deals={shown} />}
            />
          </Section>
        ) : null}

        {experiences.length > 0 ? (
          <Section id="experience" title="Career experience">
            <SplitList
              items={experiences}
              open={OPEN_ITEMS.experiences}
              singular="role"
              plural="roles"
              render={(shown) => <CareerExperience experiences={shown} />}
            />
          </Section>
        ) : null}

        {references.length > 0 ? (
          <Section id="references" title="References">
            <SplitList
              items={references}
              open={OPEN_ITEMS.references}
              singular="reference"
              plural="references"
              render={(shown) => <SharedReferences references={shown} showBadge={showBadge} />}
            />
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
