// Harvest v3 pages its lists with a cursor in the Link header: the next page's address is read from rel="next", and
// only when it is on the provider's own host, since the bearer token goes with the request.
import { nextLink } from "@/lib/server/integrations/ats-call";

const current = new URL("https://harvest.greenhouse.io/v3/candidates?email=a%40b.example&per_page=100");

describe("nextLink", () => {
  it("reads the rel=next address among others", () => {
    const header =
      '<https://harvest.greenhouse.io/v3/candidates?cursor=abc>; rel="prev", <https://harvest.greenhouse.io/v3/candidates?cursor=def>; rel="next"';
    expect(nextLink(header, current)?.toString()).toBe("https://harvest.greenhouse.io/v3/candidates?cursor=def");
  });

  it("takes an unquoted rel, a rel with several values and a relative address", () => {
    expect(nextLink("</v3/candidates?cursor=x>; rel=next", current)?.toString()).toBe(
      "https://harvest.greenhouse.io/v3/candidates?cursor=x",
    );
    expect(
      nextLink('</v3/candidates?cursor=y>; title="more"; rel="last next"', current)?.searchParams.get("cursor"),
    ).toBe("y");
  });

  it("keeps an address with commas in its query whole", () => {
    const header = '<https://harvest.greenhouse.io/v3/candidates?cursor=a,b>; rel="next"';
    expect(nextLink(header, current)?.searchParams.get("cursor")).toBe("a,b");
  });

  it("answers null on the last page, for another host, and for a header it cannot read", () => {
    expect(nextLink(null, current)).toBeNull();
    expect(nextLink('<https://harvest.greenhouse.io/v3/candidates?cursor=p>; rel="prev"', current)).toBeNull();
    expect(nextLink('<https://elsewhere.example/v3/candidates?cursor=z>; rel="next"', current)).toBeNull();
    expect(nextLink("rel=next", current)).toBeNull();
    expect(nextLink('<http://[bad>; rel="next"', current)).toBeNull();
  });
});
