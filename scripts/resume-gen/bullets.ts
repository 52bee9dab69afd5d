// Bullet sentences, summaries and quota lines. Figures are drawn per bullet; only the quota lines state an
// attainment percentage (growth and reduction percentages elsewhere are deliberate look-alikes, not quota).
import type { Lang } from "./i18n";
import type { Rng } from "./random";

type Maker = (rng: Rng) => string;
const money = (rng: Rng, lang: Lang) => {
  const amount = rng.pick([1.2, 2.5, 3.8, 4.1, 6, 850, 450, 12]);
  const unit = amount > 100 ? "K" : "M";
  return lang === "en" ? `$${amount}${unit}` : `${String(amount).replace(".", ",")} Mio. €`;
};

const SALES: Record<Lang, Maker[]> = {
  en: [
    (r) => `Closed ${money(r, "en")} in new business across ${r.int(8, 60)} accounts`,
    (r) => `Grew pipeline by ${r.int(20, 90)}% year over year through outbound prospecting`,
    (r) => `Managed a book of ${r.int(20, 140)} mid-market accounts with ${r.int(88, 99)}% gross retention`,
    (r) => `Booked ${r.int(12, 60)} qualified meetings per month for the enterprise team`,
    () => `Built territory plans and weekly forecasts with the regional director`,
    (r) => `Expanded ${r.int(3, 12)} strategic accounts into multi-year agreements`,
    () => `Coached new hires on discovery calls and objection handling`,
    (r) => `Shortened the average sales cycle from ${r.int(90, 120)} to ${r.int(45, 80)} days`,
    () => `Partnered with marketing on account-based campaigns for target verticals`,
  ],
  de: [
    (r) => `Neukundenumsatz von ${money(r, "de")} in ${r.int(8, 40)} Accounts erzielt`,
    (r) => `Betreuung von ${r.int(20, 120)} Bestandskunden im Mittelstand`,
    () => `Aufbau und Pflege der Vertriebspipeline in Salesforce`,
    (r) => `Steigerung des Auftragseingangs um ${r.int(10, 60)} % gegenüber Vorjahr`,
    () => `Erstellung von Angeboten und Führen von Vertragsverhandlungen`,
  ],
  fr: [
    (r) => `Développement d'un portefeuille de ${r.int(20, 120)} clients grands comptes`,
    (r) => `Hausse du chiffre d'affaires de ${r.int(10, 60)} % sur le secteur`,
    () => `Prospection, négociation et signature de contrats pluriannuels`,
    () => `Animation des partenaires et suivi des prévisions dans Salesforce`,
  ],
  es: [
    (r) => `Gestión de una cartera de ${r.int(20, 120)} clientes clave`,
    (r) => `Incremento de las ventas del ${r.int(10, 60)}% en la región`,
    () => `Prospección y negociación de contratos con grandes cuentas`,
    () => `Elaboración de previsiones de ventas semanales en el CRM`,
  ],
  pt: [
    (r) => `Gestão de uma carteira de ${r.int(20, 120)} clientes corporativos`,
    (r) => `Aumento de ${r.int(10, 60)}% no faturamento da região`,
    () => `Prospecção e negociação de contratos com grandes contas`,
    () => `Acompanhamento do pipeline e previsões no CRM`,
  ],
};

const OTHER: Record<Lang, Maker[]> = {
  en: [
    (r) => `Led a team of ${r.int(3, 12)} across two time zones`,
    () => `Shipped a reporting dashboard used by finance and operations`,
    (r) => `Reduced processing time by ${r.int(15, 60)}% by automating manual steps`,
    () => `Wrote documentation and trained colleagues on the new workflow`,
    () => `Coordinated vendors, budgets and timelines for the yearly roadmap`,
  ],
  de: [
    (r) => `Leitung eines Teams von ${r.int(3, 12)} Mitarbeitenden`,
    () => `Einführung eines neuen Reportings für Controlling und Einkauf`,
    (r) => `Senkung der Durchlaufzeit um ${r.int(10, 50)} %`,
  ],
  fr: [
    (r) => `Encadrement d'une équipe de ${r.int(3, 12)} personnes`,
    () => `Mise en place d'un tableau de bord pour la direction`,
    () => `Coordination des prestataires et du budget annuel`,
  ],
  es: [
    (r) => `Coordinación de un equipo de ${r.int(3, 12)} personas`,
    () => `Implantación de un cuadro de mando para dirección`,
    () => `Automatización de informes mensuales`,
  ],
  pt: [
    (r) => `Coordenação de uma equipe de ${r.int(3, 12)} pessoas`,
    () => `Implantação de um painel de indicadores para a diretoria`,
    () => `Automação de relatórios mensais`,
  ],
};

export function bullets(rng: Rng, lang: Lang, sales: boolean, count: number): string[] {
  const makers = rng.sample(sales ? SALES[lang] : OTHER[lang], count);
  return makers.map((make) => make(rng));
}

export type QuotaLine = { text: string; percent: number; period: string | null };

/** An explicit attainment statement for a year the role covers. */
export function quotaLine(rng: Rng, lang: Lang, year: number): QuotaLine {
  const percent = rng.int(101, 168);
  const quarter = rng.int(1, 4);
  const forms: Record<Lang, (() => QuotaLine)[]> = {
    en: [
      () => ({ text: `Achieved ${percent}% of quota in FY${year}`, percent, period: `FY${year}` }),
      () => ({ text: `Finished ${year} at ${percent}% of annual quota`, percent, period: String(year) }),
      () => ({ text: `${percent}% quota attainment in Q${quarter} ${year}`, percent, period: `Q${quarter} ${year}` }),
      () => ({ text: `Closed ${year} at ${percent}% of plan`, percent, period: String(year) }),
      () => ({ text: `Consistently exceeded quota, averaging ${percent}% attainment`, percent, period: null }),
    ],
    de: [
      () => ({ text: `Zielerreichung von ${percent} % im Geschäftsjahr ${year}`, percent, period: String(year) }),
      () => ({ text: `${percent} % Quotenerfüllung ${year}`, percent, period: String(year) }),
    ],
    fr: [() => ({ text: `Atteinte de ${percent} % de l'objectif annuel en ${year}`, percent, period: String(year) })],
    es: [() => ({ text: `Cumplimiento del ${percent}% de la cuota en ${year}`, percent, period: String(year) })],
    pt: [() => ({ text: `Atingiu ${percent}% da meta anual em ${year}`, percent, period: String(year) })],
  };
  return rng.pick(forms[lang])();
}

export function summary(rng: Rng, lang: Lang, title: string, years: number): string {
  const texts: Record<Lang, string[]> = {
    en: [
      `${title} with ${years} years of experience building pipeline and closing complex deals.`,
      `Results-driven ${title.toLowerCase()} who enjoys long customer relationships and clear forecasts.`,
    ],
    de: [`${title} mit ${years} Jahren Erfahrung in Akquise und Kundenbetreuung.`],
    fr: [`${title} avec ${years} ans d'expérience en développement commercial.`],
    es: [`${title} con ${years} años de experiencia en ventas consultivas.`],
    pt: [`${title} com ${years} anos de experiência em vendas consultivas.`],
  };
  return rng.pick(texts[lang]);
}
