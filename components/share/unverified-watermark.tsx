// The Starter plan's "Unverified" mark (Starter portfolios carry no verified badges): diagonal across the whole page, repeated on every
// printed page, never in the way of reading, selecting or clicking. Drawn as SVG: it is decoration, so
// assistive technology skips it (the page's note says the same in words).
export function UnverifiedWatermark() {
  return (
    <div
      aria-hidden="true"
      data-testid="unverified-watermark"
      className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center overflow-hidden select-none print:z-0"
    >
      <svg viewBox="0 0 640 150" className="w-[min(120vmin,64rem)] -rotate-[30deg] text-destructive opacity-20">
        <rect x="6" y="6" width="628" height="138" rx="28" fill="none" stroke="currentColor" strokeWidth="8" />
        <text
          x="320"
          y="100"
          textAnchor="middle"
          fill="currentColor"
          fontSize="88"
          fontWeight="900"
          letterSpacing="10"
          fontFamily="var(--font-sans)"
          className="uppercase"
        >
          Unverified
        </text>
      </svg>
    </div>
  );
}
