// The frame every e-mail shares: one layout with the product's footer, one paragraph style, and the call-to-action
// button followed by its bare link (in the text part, only the link).
import { Body, Button, Container, Head, Html, Link, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "@/lib/product";

const paragraph = { fontSize: "15px", lineHeight: "1.5", margin: "0 0 14px" };

export function MailLayout({ children }: { children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Body style={{ backgroundColor: "#ffffff", color: "#111111", fontFamily: "system-ui, sans-serif" }}>
        <Container style={{ maxWidth: "560px", margin: "0", padding: "8px" }}>
          {children}
          <Text data-skip-in-text="true" style={{ ...paragraph, color: "#777777", fontSize: "12px" }}>
            {`${PRODUCT_NAME}, the verified brag book for sales reps.`}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** A call-to-action link styled as a button, then the bare link for clients that hide buttons. */
export function MailButton({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Button
        href={href}
        data-skip-in-text="true"
        style={{
          backgroundColor: "#111111",
          color: "#ffffff",
          padding: "10px 16px",
          borderRadius: "6px",
          fontSize: "15px",
          textDecoration: "none",
          margin: "4px 0 14px",
        }}
      >
        {label}
      </Button>
      <Text style={paragraph}>
        <span data-skip-in-text="true">Or open this link: </span>
        <Link href={href}>{href}</Link>
      </Text>
    </>
  );
}
