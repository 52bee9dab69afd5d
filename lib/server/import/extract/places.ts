// Names of places that follow a city or stand for where a job was: countries (in English and in their own
// languages), US states and their codes. One list for both readers, the rules and the line-role parts.

/** Countries (and regions spelled like them) that follow a city: "Berlin, Germany", "Dubai, UAE". */
const COUNTRIES = new Set(
  (
    "argentina australia austria belgium bolivia brazil bulgaria canada chile china colombia croatia cuba czechia " +
    "denmark ecuador egypt england estonia finland france germany ghana greece guatemala honduras hungary india " +
    "indonesia ireland israel italy japan jordan kenya korea kuwait latvia lebanon lithuania luxembourg malaysia " +
    "mexico morocco nepal netherlands nicaragua nigeria norway oman pakistan panama paraguay peru philippines poland " +
    "portugal qatar romania scotland serbia singapore slovakia slovenia spain sweden switzerland taiwan thailand " +
    "tunisia turkey türkiye uae ukraine uruguay venezuela vietnam wales andorra monaco iceland cyprus malta " +
    // The same countries as their own people write them.
    "deutschland österreich schweiz suisse españa méxico brasil italia polska nederland belgique sverige norge " +
    "danmark suomi türkiye perú panamá"
  )
    .split(" ")
    .concat(["czech republic", "hong kong", "south korea", "the netherlands", "new zealand", "saudi arabia"])
    .concat(["south africa", "united arab emirates", "costa rica", "dominican republic", "puerto rico", "sri lanka"])
    .concat(["el salvador", "república dominicana"]),
);
const US_STATES = new Set(
  (
    "alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois " +
    "indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri " +
    "montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington " +
    "wisconsin wyoming"
  )
    .split(" ")
    .concat(["new hampshire", "new jersey", "new mexico", "new york", "north carolina", "north dakota", "rhode island"])
    .concat(["south carolina", "south dakota", "west virginia", "district of columbia"]),
);
export const STATE_CODES = new Set(
  (
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA " +
    "RI SC SD TN TX UT VT VA WA WV WI WY DC"
  ).split(" "),
);

/** A country or a US state: "Germany", "España", "Minnesota". */
export const isCountry = (part: string) => COUNTRIES.has(part.toLowerCase()) || US_STATES.has(part.toLowerCase());

/** "Brooklyn NY", "New York NY": a city and a state code without the comma. */
export const isCityState = (part: string) => {
  const words = part.split(/\s+/);
  return words.length >= 2 && words.length <= 4 && STATE_CODES.has(words.at(-1)!) && /^\p{Lu}/u.test(part);
};
