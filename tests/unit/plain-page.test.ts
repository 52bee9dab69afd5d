import { withoutScripts } from "@/lib/server/plain-page";

describe("withoutScripts", () => {
  it("removes scripts and script preloads, and keeps styles, fonts and the content", () => {
    const html = `<!DOCTYPE html><html><head><style>body{color:red}</style><link rel="preload" as="font" href="/f.woff2">
<link rel="preload" as="script" href="/a.js"><link rel="modulepreload" href="/b.js"><script src="/c.js" async></script></head>
<body><main><h1>Jordan Alvarez</h1></main><script>self.__next_f.push([1,"x"])</script></body></html>`;
    const out = withoutScripts(html);
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toContain("/a.js");
    expect(out).not.toContain("/b.js");
    expect(out).toContain("<style>body{color:red}</style>");
    expect(out).toContain('as="font"');
    expect(out).toContain("<h1>Jordan Alvarez</h1>");
  });

  it("keeps a rep's text that looks like markup as text, whatever it holds", () => {
    // What React renders for a title "<script>alert(1)</script>" and an attribute holding "</script>".
    const html = `<html><body><h2 title="a &quot;</script><script>alert(1)</script>">&lt;script&gt;alert(1)&lt;/script&gt;</h2><script>boot()</script></body></html>`;
    const out = withoutScripts(html);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).not.toContain("boot()");
    // The attribute's text stays one quoted attribute (inside quotes "<" is text), not elements.
    expect(out).toContain('<h2 title="a &quot;</script><script>alert(1)</script>">');
    expect(out.match(/<script/g)).toHaveLength(1); // only the one inside that attribute
  });
});
