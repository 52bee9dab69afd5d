import { LINK_GONE, LINK_REMOVED, redactTokens } from "@/lib/server/mail/redact";

const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";

describe("redactTokens", () => {
  it("removes signing, confirmation and any other token links, in text and HTML", () => {
    expect(token).toHaveLength(43);
    const text = `Sign here: https://app.example.com/sign/${token}\nor https://app.example.com/confirm-reference/${token}?x=1`;
    const redacted = redactTokens(text);
    expect(redacted).not.toContain(token);
    expect(redacted).toBe(`Sign here: ${LINK_REMOVED}\nor ${LINK_REMOVED}`);
    expect(redactTokens(`<a href="https://app.example.com/join/${token}">Join</a>`)).toBe(
      `<a href="${LINK_REMOVED}">Join</a>`,
    );
    expect(redactTokens(`Your code: ${token}.`)).toBe(`Your code: ${LINK_REMOVED}.`);
  });

  it("keeps ordinary links and text", () => {
    const text = "Open your dashboard: https://app.example.com/dashboard (Q3 2025, 125%)";
    expect(redactTokens(text)).toBe(text);
  });

  it("says why when given a note (a used or expired link)", () => {
    expect(redactTokens(`Reset: https://app.example.com/reset-password/${token}`, LINK_GONE)).toBe(
      `Reset: ${LINK_GONE}`,
    );
  });
});
