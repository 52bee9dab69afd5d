// Exact decimal arithmetic for money and percents: values travel as strings and are computed in
// integer hundredths (BigInt), never through floats.

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "1234.5" → 123450n (hundredths); undefined when the text is not a plain non-negative decimal. */
export function toHundredths(value: string): bigint | undefined {
  const match = DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const [, whole = "0", fraction = ""] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
}

/** 123450n → "1234.50" */
export function fromHundredths(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}

/** numerator / denominator rounded half-up to `places` decimals, as a string. */
export function divideRounded(numerator: bigint, denominator: bigint, places: number): string {
  if (denominator === 0n) throw new RangeError("division by zero");
  if (numerator < 0n !== denominator < 0n && numerator !== 0n) {
    const magnitude = divideRounded(
      numerator < 0n ? -numerator : numerator,
      denominator < 0n ? -denominator : denominator,
      places,
    );
    return /[1-9]/.test(magnitude) ? `-${magnitude}` : magnitude;
  }
  if (denominator < 0n) return divideRounded(-numerator, -denominator, places);
  const scale = 10n ** BigInt(places);
  const scaled = (numerator * scale * 2n + denominator) / (denominator * 2n);
  const whole = scaled / scale;
  if (places === 0) return whole.toString();
  return `${whole}.${(scaled % scale).toString().padStart(places, "0")}`;
}
