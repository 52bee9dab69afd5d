// Whether a line part names a given employer or title: equal once normalised (case, accents, punctuation, legal
// forms), or one holds the other as whole words and covers at least half of it ("Google" / "Google LLC"; not
// "Sales" / "Regional Sales Manager").
const normal = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/\b(inc|llc|ltd|corp|corporation|co|gmbh|plc|the|s\.?l|s\.?a)\b/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

export function namesMatch(part: string, name: string): boolean {
  const x = normal(part);
  const y = normal(name);
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return ` ${long} `.includes(` ${short} `) && short.split(" ").length * 2 >= long.split(" ").length;
}
