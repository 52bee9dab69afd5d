// The pricing page's closing banner: start free, or contact Enterprise sales.
import { ENTERPRISE_CONTACT_PATH, proSignUpHref } from "@/lib/pricing";
import { Button } from "@/components/ui/button";

export function ClosingCallToAction() {
  return (
    <section className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight">Turn your numbers into proof</h2>
        <p className="mx-auto mt-3 max-w-xl text-primary-foreground/85">
          Start with the free plan today, or talk to us about verified portfolios for your whole sales team.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <a href={proSignUpHref("annual")}>Start Free Trial</a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <a href={ENTERPRISE_CONTACT_PATH}>Contact Enterprise Sales</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
