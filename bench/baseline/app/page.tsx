// The baseline page: static text only, what a bare Next.js page costs a phone.
export default function BaselinePage() {
  return (
    <main style={{ maxWidth: 640, margin: "0 auto", padding: "64px 16px" }}>
      <h1 style={{ fontSize: 40, lineHeight: 1.2 }}>The verified brag book for elite sales reps</h1>
      <p style={{ fontSize: 18, color: "#475569" }}>
        Quota attainment, deal stories and references, verified by the people who can vouch for them.
      </p>
    </main>
  );
}
