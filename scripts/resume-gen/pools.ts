// Word pools the random résumés draw from, per language. Lists are written as "a | b" text so they stay compact.
import type { Lang } from "./i18n";

const list = (text: string) =>
  text
    .split(/[|\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
type PerLang = Record<Lang, string[]>;

export const FIRST_NAMES: PerLang = {
  en: list(`James | Olivia | Michael | Emma | Daniel | Sophia | Ryan | Ava | Tyler | Madison | Brandon | Chloe | Marcus
    | Hannah | Kevin | Lauren | Jordan | Rachel | Derek | Megan | Priya | Wei | Carlos | Aisha`),
  de: list(`Lukas | Anna | Jonas | Lea | Felix | Laura | Maximilian | Sophie | Tobias | Julia | Florian | Katharina
    | Sebastian | Lena | Matthias | Sarah | Jürgen | Björn | Ayşe | Stefan`),
  fr: list(`Thomas | Camille | Nicolas | Léa | Julien | Manon | Antoine | Chloé | Maxime | Émilie | Hugo | Sarah
    | Guillaume | Inès | François | Élodie | Mehdi | Clément`),
  es: list(`Alejandro | Lucía | Javier | María | Pablo | Carmen | Diego | Sofía | Andrés | Elena | Sergio | Paula
    | Raúl | Marta | Íñigo | Valentina | Mateo | Camila`),
  pt: list(`João | Ana | Pedro | Mariana | Lucas | Beatriz | Gabriel | Juliana | Rafael | Fernanda | Thiago | Camila
    | Gonçalo | Inês | Vinícius | Larissa | Rodrigo | Letícia`),
};

export const LAST_NAMES: PerLang = {
  en: list(`Smith | Johnson | Williams | Brown | Miller | Davis | Carter | Mitchell | Reynolds | Thompson | Walker
    | Bennett | O'Connor | Nguyen | Patel | Kim | Hernandez | Foster | Sullivan | Hayes`),
  de: list(`Müller | Schmidt | Schneider | Fischer | Weber | Meyer | Wagner | Becker | Hoffmann | Schäfer | Koch
    | Richter | Klein | Wolf | Neumann | Schwarz | Krüger | Yilmaz`),
  fr: list(`Martin | Bernard | Dubois | Thomas | Robert | Richard | Petit | Durand | Leroy | Moreau | Lefèvre
    | Girard | Fontaine | Rousseau | Benali | Chevalier`),
  es: list(`García | Fernández | González | Rodríguez | López | Martínez | Sánchez | Pérez | Gómez | Díaz | Ruiz
    | Hernández | Jiménez | Moreno | Navarro | Ortega`),
  pt: list(`Silva | Santos | Oliveira | Souza | Pereira | Costa | Ferreira | Almeida | Carvalho | Ribeiro | Gomes
    | Martins | Rocha | Barbosa | Lopes | Cardoso`),
};

export const COMPANY_ROOTS: PerLang = {
  en: list(`Northwind | Bluepeak | Helios | Vantage | Crescent | Ironwood | Summit | Lumen | Atlas | Keystone
    | Brightline | Redwood | Silverline | Nimbus | Orion | Cobalt | Evergreen | Pinnacle | Harbor | Meridian
    | Quantum | Sterling | Granite | Beacon | Falcon | Riverstone | Aurora | Zenith | Polaris | Copperfield`),
  de: list(`Nordlicht | Bergmann | Rheintal | Alpenblick | Weber | Hansen | Falkenstein | Isartal | Elbufer
    | Schwarzwald | Lindner | Brandt | Sonnenberg | Hartmann | Donau`),
  fr: list(`Lumière | Atlantique | Provence | Horizon | Vallée Verte | Mistral | Étoile | Rivage | Beaulieu
    | Montclair | Azur | Lafayette | Garonne | Orléans`),
  es: list(`Solaris | Ibérica | Andina | Cóndor | Alameda | Brisa | Sierra Nevada | Levante | Cantábrico
    | Mediterránea | Pampa | Azteca | Aurora`),
  pt: list(`Atlântica | Horizonte | Ipê | Tropical | Serra Azul | Guanabara | Cerrado | Aurora | Paulista
    | Litoral | Tejo | Douro | Amazônia`),
};

export const COMPANY_SECTORS: PerLang = {
  en: list(`Software | Analytics | Logistics | Health | Systems | Solutions | Technologies | Networks | Capital
    | Foods | Energy | Media | Labs | Robotics | Security | Cloud | Pharma | Retail | Consulting | Insurance`),
  de: list(`Software | Logistik | Medizintechnik | Systeme | Maschinenbau | Energie | Versicherungen | Beratung
    | Handel | Technik | Digital | Automation`),
  fr: list(`Conseil | Logiciels | Industries | Distribution | Santé | Énergie | Systèmes | Technologies
    | Assurances | Services`),
  es: list(`Soluciones | Tecnología | Logística | Seguros | Consultores | Alimentos | Energía | Sistemas
    | Servicios | Digital`),
  pt: list(`Tecnologia | Soluções | Logística | Seguros | Alimentos | Energia | Sistemas | Consultoria
    | Serviços | Digital`),
};

export const COMPANY_SUFFIXES: PerLang = {
  en: list(`Inc. | Inc. | LLC | LLC | Ltd | Ltd. | Corp. | Corporation | Co. | Group | plc`),
  de: list(`GmbH | GmbH | GmbH | AG | SE | GmbH & Co. KG | KG`),
  fr: list(`SAS | S.A. | SA | SARL | Groupe`),
  es: list(`S.A. | S.A. | S.L. | S.A. de C.V. | SL`),
  pt: list(`Ltda. | Ltda. | S.A. | S/A | Lda.`),
};

/** Well-known employers as résumés print them, with or without the legal form. */
export const KNOWN_COMPANIES = list(`Salesforce | Oracle | SAP | SAP SE | HubSpot | Siemens AG | Siemens | Microsoft
  | IBM | Cisco Systems, Inc. | Cisco | Adobe | Zendesk | Workday | ServiceNow | Telefónica | Natura &Co
  | Capgemini | Robert Bosch GmbH | Deloitte | Accenture | Shopify | Stripe | Datadog | Twilio | Dell Technologies
  | Procter & Gamble | Johnson & Johnson | Nestlé | L'Oréal | Banco Santander | Itaú Unibanco | DHL | Amazon Web Services`);

export const SALES_TITLES: PerLang = {
  en: list(`Account Executive | Enterprise Account Executive | Sales Development Representative
    | Business Development Representative | Account Manager | Key Account Manager | Regional Sales Manager
    | Sales Director | VP of Sales | Inside Sales Representative | Customer Success Manager | Sales Engineer
    | Channel Partner Manager | Territory Manager | Strategic Account Director | Head of Sales EMEA
    | Mid-Market Account Executive | Sales Manager | Outside Sales Representative | Business Development Manager`),
  de: list(`Vertriebsmitarbeiter | Key Account Manager | Vertriebsleiter | Außendienstmitarbeiter
    | Gebietsverkaufsleiter | Kundenberater | Account Executive | Head of Sales DACH | Vertriebsingenieur
    | Business Development Manager | Leiter Vertrieb | Inside Sales Manager | Kundenbetreuerin`),
  fr: list(`Ingénieur commercial | Chargé d'affaires | Responsable grands comptes | Directeur commercial
    | Commercial sédentaire | Account Executive | Responsable du développement commercial | Chef des ventes
    | Key Account Manager | Conseillère commerciale | Business Developer`),
  es: list(`Ejecutivo de cuentas | Gerente comercial | Director de ventas | Representante de ventas
    | Key Account Manager | Asesor comercial | Jefe de ventas | Ejecutiva de cuentas | Business Development Manager
    | Responsable de cuentas clave`),
  pt: list(`Executivo de contas | Gerente comercial | Consultor de vendas | Coordenador de vendas
    | Key Account Manager | Gerente de contas | Executiva de vendas | Diretor comercial | Representante comercial
    | Analista comercial`),
};

export const OTHER_TITLES: PerLang = {
  en: list(`Software Engineer | Marketing Manager | Product Manager | Data Analyst | Operations Manager
    | Financial Analyst | Project Manager | HR Business Partner | Customer Support Specialist | Office Manager
    | Senior Software Engineer | Marketing Coordinator | Business Analyst | Supply Chain Analyst`),
  de: list(`Softwareentwickler | Projektleiter | Marketing Manager | Produktmanager | Controller
    | Personalreferentin | Werkstudent Marketing | Datenanalyst | Teamleiter Kundenservice`),
  fr: list(`Chef de projet | Développeur | Chargée de marketing | Analyste financier | Responsable logistique
    | Chef de produit | Assistante de direction | Consultant`),
  es: list(`Jefe de proyecto | Analista de datos | Responsable de marketing | Desarrollador de software
    | Técnico de operaciones | Consultor | Analista financiero`),
  pt: list(`Gerente de projetos | Analista de dados | Desenvolvedor | Analista de marketing
    | Coordenadora de operações | Consultor | Analista financeiro`),
};

export const SENIORITY: PerLang = {
  en: list(`Senior | Junior | Lead | Principal`),
  de: list(`Senior | Junior`),
  fr: list(`Senior | Junior`),
  es: list(`Senior | Junior`),
  pt: list(`Sênior | Júnior | Pleno`),
};

export const LOCATIONS: PerLang = {
  en: list(`Austin, TX | New York, NY | San Francisco, CA | Chicago, IL | Boston, MA | Denver, CO | Seattle, WA
    | Atlanta, GA | London, UK | Toronto, ON | Dublin, Ireland | Remote | Miami, FL | Dallas, TX`),
  de: list(`München | Berlin | Hamburg | Frankfurt am Main | Köln | Stuttgart | Düsseldorf | Wien, Österreich
    | Zürich | Remote | Leipzig`),
  fr: list(`Paris | Lyon | Toulouse | Bordeaux | Lille | Nantes | Genève | Montréal, QC | Télétravail
    | Marseille | Bruxelles`),
  es: list(`Madrid | Barcelona | Valencia | Sevilla | Ciudad de México | Buenos Aires | Bogotá | Remoto
    | Málaga | Santiago de Chile`),
  pt: list(`São Paulo, SP | Rio de Janeiro, RJ | Belo Horizonte, MG | Lisboa | Porto | Curitiba, PR | Remoto
    | Porto Alegre, RS | Recife, PE`),
};

export const SCHOOLS: PerLang = {
  en: list(`University of Texas at Austin | Boston University | University of Michigan | Arizona State University
    | University of Toronto | King's College London | Georgia Institute of Technology | Ohio State University`),
  de: list(`Ludwig-Maximilians-Universität München | Universität Hamburg | Technische Universität Berlin
    | Hochschule München | Universität zu Köln | Universität Mannheim | Goethe-Universität Frankfurt`),
  fr: list(`Université Paris-Dauphine | ESSEC Business School | Université de Lyon | KEDGE Business School
    | Sciences Po | Université de Bordeaux`),
  es: list(`Universidad Complutense de Madrid | Universitat de Barcelona | ESADE | Universidad de los Andes
    | Tecnológico de Monterrey | Universidad de Sevilla`),
  pt: list(`Universidade de São Paulo | Fundação Getulio Vargas | Universidade de Lisboa | PUC-Rio
    | Universidade Federal de Minas Gerais | Universidade do Porto`),
};

export const DEGREES: PerLang = {
  en: list(`B.A. in Communications | B.S. in Business Administration | MBA | B.Sc. Computer Science
    | M.A. Economics | B.A. Marketing | Bachelor of Commerce`),
  de: list(`Bachelor of Arts BWL | Master of Science Wirtschaftsinformatik | Diplom-Kaufmann
    | B.Sc. Betriebswirtschaftslehre | M.A. International Management | Abitur`),
  fr: list(`Master en Management | Licence en économie | Master Marketing et Vente
    | BTS Négociation et Relation Client | Diplôme d'ingénieur`),
  es: list(`Grado en Administración de Empresas | Máster en Marketing | Licenciatura en Economía | MBA
    | Grado en Ingeniería Informática`),
  pt: list(`Bacharelado em Administração | MBA em Gestão Comercial | Mestrado em Economia
    | Graduação em Marketing | Licenciatura em Gestão`),
};

export const SKILLS: PerLang = {
  en: list(`Salesforce | HubSpot | Negotiation | Pipeline management | MEDDIC | Forecasting | Cold calling
    | SaaS sales | Gong | Outreach | Excel | SQL | Python | Account planning | Solution selling | Challenger Sale
    | Public speaking | Tableau | Jira | Stakeholder management`),
  de: list(`Salesforce | SAP CRM | Verhandlungsführung | Neukundenakquise | Pipeline-Management | MS Office
    | Präsentation | Kaltakquise | Forecasting | Projektmanagement | Teamführung`),
  fr: list(`Salesforce | Négociation | Prospection | Gestion de portefeuille | Pack Office | Closing
    | Gestion de projet | Prévisions des ventes | HubSpot`),
  es: list(`Salesforce | Negociación | Prospección | Gestión de cuentas | Excel avanzado | CRM | Liderazgo
    | Presentaciones | HubSpot`),
  pt: list(`Salesforce | Negociação | Prospecção | Gestão de carteira | Excel | CRM | Liderança
    | Apresentações | HubSpot | Pipedrive`),
};

export const PROJECTS: PerLang = {
  en: list(`CRM migration to Salesforce | Partner portal launch | Sales playbook for EMEA | Churn prediction dashboard
    | Pricing page redesign | Lead scoring model`),
  de: list(`Einführung von Salesforce | Partnerportal | Vertriebshandbuch DACH | Kundenumfrage 2.0`),
  fr: list(`Migration CRM | Portail partenaires | Guide de vente | Tableau de bord commercial`),
  es: list(`Migración del CRM | Portal de socios | Manual de ventas | Panel de control comercial`),
  pt: list(`Migração do CRM | Portal de parceiros | Manual de vendas | Painel comercial`),
};

/** Award names; a year may be appended by the generator. */
export const AWARDS: PerLang = {
  en: list(`President's Club | Top Performer Award | Rookie of the Year | Salesperson of the Year
    | MVP Award, North America Sales | Circle of Excellence | Dean's List | Quarterly Sales Champion
    | Eagle Award for Customer Success`),
  de: list(`Vertriebler des Jahres | President's Club | Top-Verkäufer | Auszeichnung für Kundenzufriedenheit
    | Deutschlandstipendium | Bester Newcomer im Vertrieb`),
  fr: list(`Meilleur commercial de l'année | Club des Présidents | Trophée de la meilleure progression
    | Prix de l'excellence commerciale | Major de promotion`),
  es: list(`Mejor vendedor del año | Premio a la excelencia comercial | Club del Presidente
    | Reconocimiento al mejor equipo | Matrícula de honor`),
  pt: list(`Melhor vendedor do ano | Prêmio de excelência em vendas | Clube do Presidente
    | Destaque comercial do trimestre | Menção honrosa`),
};
