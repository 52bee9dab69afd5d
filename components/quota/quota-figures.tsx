// A quota period's three figures: its quota, what was closed against it (in the record's currency when it has one, as
// an employer's record from a CRM may), and the percent in its attainment colour. Server markup, shared by the
// dashboard's rows and the shared page.
import { Figure, Figures } from "@/components/ui/figure";
import { formatMoney } from "@/lib/format";
import { AttainmentPercent } from "./attainment-tone";

type QuotaFiguresProps = {
  record: { quota: string; attainment: string; attainmentPercent: string; currency?: string | null };
  /** The percent's label, in the words of the page it is on. */
  percentLabel: string;
};

export function QuotaFigures({ record, percentLabel }: QuotaFiguresProps) {
  return (
    <Figures>
      <Figure label="Quota">{formatMoney(record.quota, record.currency)}</Figure>
      <Figure label="Attainment">{formatMoney(record.attainment, record.currency)}</Figure>
      <Figure label={percentLabel}>
        <AttainmentPercent percent={record.attainmentPercent} />
      </Figure>
    </Figures>
  );
}
