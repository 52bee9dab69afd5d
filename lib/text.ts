/** Letters without their accents ("Educación" → "Educacion"): for comparing text written with or without them. */
export const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");
