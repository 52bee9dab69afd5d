// @tesseract.js-data/eng ships no types: it is a CommonJS module naming its model's folder.
declare module "@tesseract.js-data/eng" {
  export const code: string;
  export const gzip: boolean;
  export const langPath: string;
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
