// Words a résumé prints in each of its languages: month names, "present", "since", and section headings.

export const LANGUAGES = ["en", "de", "fr", "es", "pt"] as const;
export type Lang = (typeof LANGUAGES)[number];

export const MONTHS_LONG: Record<Lang, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  pt: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
};

/** Abbreviations as each language's résumés print them (with their own dots). */
export const MONTHS_SHORT: Record<Lang, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  de: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
  fr: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
  es: ["ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.", "nov.", "dic."],
  pt: ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."],
};

/** Words for an open end ("Jan 2020 – Present"). */
export const PRESENT: Record<Lang, readonly string[]> = {
  en: ["Present", "Present", "present", "Current", "Now"],
  de: ["heute", "heute", "Heute", "aktuell", "dato"],
  fr: ["aujourd'hui", "aujourd'hui", "Aujourd'hui", "présent", "ce jour"],
  es: ["actualidad", "la actualidad", "Actualidad", "presente", "Presente"],
  pt: ["atual", "o momento", "Atual", "presente", "hoje"],
};

/** "seit 2021": a start with no end, meaning the job goes on. */
export const SINCE: Record<Lang, readonly string[]> = {
  en: ["Since"],
  de: ["seit", "Seit"],
  fr: ["depuis", "Depuis"],
  es: ["desde", "Desde"],
  pt: ["desde", "Desde"],
};

/** Range separators a language writes between two dates, besides dashes. */
export const RANGE_WORDS: Record<Lang, readonly string[]> = {
  en: [" to "],
  de: [" bis "],
  fr: [" à "],
  es: [" a "],
  pt: [" a ", " até "],
};

export type Section =
  "experience" | "education" | "skills" | "awards" | "projects" | "summary" | "languages" | "contact";

export const HEADINGS: Record<Lang, Record<Section, readonly string[]>> = {
  en: {
    experience: ["Experience", "Work Experience", "Professional Experience", "Employment History", "Career History"],
    education: ["Education", "Education", "Academic Background"],
    skills: ["Skills", "Core Skills", "Technical Skills", "Key Skills"],
    awards: ["Awards", "Honors & Awards", "Awards & Recognition", "Honors"],
    projects: ["Projects", "Selected Projects"],
    summary: ["Summary", "Profile", "Professional Summary", "About Me"],
    languages: ["Languages"],
    contact: ["Contact", "Details"],
  },
  de: {
    experience: ["Berufserfahrung", "Beruflicher Werdegang", "Berufliche Erfahrung", "Berufserfahrung"],
    education: ["Ausbildung", "Bildungsweg", "Studium", "Ausbildung"],
    skills: ["Kenntnisse", "Fähigkeiten", "Kompetenzen"],
    awards: ["Auszeichnungen", "Preise und Auszeichnungen"],
    projects: ["Projekte"],
    summary: ["Profil", "Kurzprofil", "Über mich"],
    languages: ["Sprachen", "Sprachkenntnisse"],
    contact: ["Kontakt", "Persönliche Daten"],
  },
  fr: {
    experience: ["Expérience professionnelle", "Expériences professionnelles", "Parcours professionnel", "Expérience"],
    education: ["Formation", "Formation", "Éducation", "Diplômes"],
    skills: ["Compétences", "Compétences clés"],
    awards: ["Distinctions", "Prix et distinctions", "Récompenses"],
    projects: ["Projets"],
    summary: ["Profil", "À propos", "Résumé"],
    languages: ["Langues"],
    contact: ["Contact", "Coordonnées"],
  },
  es: {
    experience: ["Experiencia", "Experiencia profesional", "Experiencia laboral", "Trayectoria profesional"],
    education: ["Educación", "Formación académica", "Formación"],
    skills: ["Habilidades", "Competencias", "Aptitudes"],
    awards: ["Premios", "Reconocimientos", "Premios y reconocimientos"],
    projects: ["Proyectos"],
    summary: ["Perfil", "Resumen", "Perfil profesional"],
    languages: ["Idiomas"],
    contact: ["Contacto", "Datos personales"],
  },
  pt: {
    experience: ["Experiência", "Experiência profissional", "Histórico profissional", "Experiência Profissional"],
    education: ["Formação", "Formação acadêmica", "Educação"],
    skills: ["Competências", "Habilidades"],
    awards: ["Prêmios", "Reconhecimentos", "Prêmios e reconhecimentos"],
    projects: ["Projetos"],
    summary: ["Resumo", "Perfil", "Sobre mim"],
    languages: ["Idiomas"],
    contact: ["Contato", "Dados pessoais"],
  },
};

/** Small labels some layouts print ("Phone", "Email"). */
export const LABELS: Record<
  Lang,
  { phone: string; email: string; address: string; languagesLevels: readonly string[] }
> = {
  en: {
    phone: "Phone",
    email: "Email",
    address: "Address",
    languagesLevels: ["native", "fluent", "professional", "basic"],
  },
  de: {
    phone: "Telefon",
    email: "E-Mail",
    address: "Adresse",
    languagesLevels: ["Muttersprache", "fließend", "verhandlungssicher", "Grundkenntnisse"],
  },
  fr: {
    phone: "Téléphone",
    email: "E-mail",
    address: "Adresse",
    languagesLevels: ["langue maternelle", "courant", "professionnel", "notions"],
  },
  es: {
    phone: "Teléfono",
    email: "Correo",
    address: "Dirección",
    languagesLevels: ["nativo", "fluido", "avanzado", "básico"],
  },
  pt: {
    phone: "Telefone",
    email: "E-mail",
    address: "Endereço",
    languagesLevels: ["nativo", "fluente", "avançado", "básico"],
  },
};

export const LANGUAGE_NAMES: Record<Lang, readonly string[]> = {
  en: ["English", "Spanish", "French", "German", "Portuguese", "Italian", "Mandarin"],
  de: ["Deutsch", "Englisch", "Französisch", "Spanisch", "Italienisch", "Türkisch"],
  fr: ["Français", "Anglais", "Espagnol", "Allemand", "Italien", "Arabe"],
  es: ["Español", "Inglés", "Francés", "Portugués", "Alemán", "Catalán"],
  pt: ["Português", "Inglês", "Espanhol", "Francês", "Italiano", "Alemão"],
};
