// Every way a SAML response could sign the wrong person in, refused: an unsigned assertion (also inside a signed
// response), one signed by another key or issued by another entity, a wrong audience, recipient or destination,
// expired or not yet valid, replayed (the same response twice, also at once), an answer to a request already used,
// unknown or another organisation's, and signature wrapping: the attacker holds a genuinely signed assertion for their
// own address and rearranges the document so that a careless check would sign them in as the owner.
import { newId, makeSigningKey, SamlIdp } from "../stubs/saml-idp";
import { expect, newUser, test, type NewUserInput, type RegisteredUser } from "./helpers";
import {
  ACS_URL,
  addressAt,
  connectSaml,
  membersOf,
  newBrowser,
  postToAcs,
  signedInAs,
  spEntityId,
  ssoOrg,
  startSso,
  type SsoOrg,
} from "./sso-helpers";

let idp: SamlIdp;
let world: SsoOrg;
let mallory: string;
/** Users made outside a test's fixtures (for the whole file); their request contexts are disposed at the end. */
const register = (input?: NewUserInput) => newUser(undefined, input);

test.beforeAll(async () => {
  idp = await new SamlIdp().start();
  world = await ssoOrg(register);
  await connectSaml(world.owner, world.org.id, idp);
  mallory = addressAt(world.domain, "mallory");
});
test.afterAll(async () => {
  await idp.close();
  await world.owner.api.dispose();
});

const honest = () => ({ audience: spEntityId(world.org.id), recipient: ACS_URL });

/** Posts the response from a fresh browser: the status, and nobody signed in there. */
async function refused(samlResponse: string, status = 401): Promise<string> {
  const browser = await newBrowser();
  try {
    const answer = await postToAcs(browser, samlResponse);
    const body = await answer.text();
    expect(answer.status(), body).toBe(status);
    expect(await signedInAs(browser)).toBeNull();
    return (JSON.parse(body) as { error: { message: string } }).error.message;
  } finally {
    await browser.dispose();
  }
}

/** Posts the response from a fresh browser and answers who it signed in (the response must be accepted). */
async function accepted(samlResponse: string): Promise<string> {
  const browser = await newBrowser();
  try {
    const answer = await postToAcs(browser, samlResponse);
    expect(answer.status(), await answer.text()).toBe(303);
    return (await signedInAs(browser))!.email;
  } finally {
    await browser.dispose();
  }
}

const encode = (xml: string) => Buffer.from(xml, "utf8").toString("base64");

test("the honest response signs Mallory in: the refusals below are not for want of a working setup", async () => {
  expect(await accepted(idp.response({ email: mallory, ...honest() }))).toBe(mallory);
});

test("an unsigned assertion is refused, also inside a response that is signed", async () => {
  const victim = world.owner.email;
  expect(await refused(idp.response({ email: victim, ...honest(), signAssertion: false }))).toMatch(/not signed/);
  expect(await refused(idp.response({ email: victim, ...honest(), signAssertion: false, signResponse: true }))).toMatch(
    /not signed/,
  );
});

test("a response signed by another key (its own certificate in KeyInfo) is refused", async () => {
  const forger = makeSigningKey("Test IdP");
  expect(await refused(idp.response({ email: world.owner.email, ...honest(), key: forger }))).toMatch(/not signed/);
  expect(
    await refused(idp.response({ email: world.owner.email, ...honest(), key: forger, signResponse: true })),
  ).toMatch(/not signed/);
});

test("a response signed with SHA-1 by the IdP's own key is refused", async () => {
  const victim = world.owner.email;
  expect(await refused(idp.response({ email: victim, ...honest(), sha1: true }))).toMatch(/algorithm/);
  expect(await refused(idp.response({ email: victim, ...honest(), sha1: true, signResponse: true }))).toMatch(
    /algorithm/,
  );
});

test("another issuer, audience, recipient or destination is refused", async () => {
  const email = addressAt(world.domain);
  expect(await refused(idp.response({ email, ...honest(), issuer: "https://another-idp.example" }))).toMatch(
    /another identity provider/,
  );
  expect(await refused(idp.response({ email, ...honest(), audience: "https://another-sp.example/saml" }))).toMatch(
    /audience/,
  );
  expect(
    await refused(
      idp.response({ email, ...honest(), recipient: "https://evil.example/api/sso/saml/acs", destination: ACS_URL }),
    ),
  ).toMatch(/Recipient/);
  expect(
    await refused(idp.response({ email, ...honest(), destination: "https://evil.example/api/sso/saml/acs" })),
  ).toMatch(/Destination/);
  // An audience naming another organisation here is checked with that organisation's certificate (or none).
  const other = await ssoOrg(register);
  try {
    expect(await refused(idp.response({ email, audience: spEntityId(other.org.id), recipient: ACS_URL }))).toMatch(
      /not for an organisation/,
    );
  } finally {
    await other.owner.api.dispose();
  }
});

test("an expired assertion, and one not valid yet, are refused", async () => {
  const email = addressAt(world.domain);
  expect(await refused(idp.response({ email, ...honest(), expiresIn: -5 * 60_000, validFrom: -15 * 60_000 }))).toMatch(
    /expired/,
  );
  expect(await refused(idp.response({ email, ...honest(), validFrom: 10 * 60_000, expiresIn: 15 * 60_000 }))).toMatch(
    /expired|not valid yet/,
  );
});

test("replay: the same response works once, also when two copies are posted at once", async () => {
  const response = idp.response({ email: mallory, ...honest() });
  expect(await accepted(response)).toBe(mallory);
  expect(await refused(response)).toMatch(/used before/);

  const raced = idp.response({ email: mallory, ...honest() });
  const browsers = [await newBrowser(), await newBrowser()];
  try {
    const answers = await Promise.all(browsers.map((browser) => postToAcs(browser, raced)));
    expect(answers.map((a) => a.status()).sort()).toEqual([303, 401]);
  } finally {
    await Promise.all(browsers.map((browser) => browser.dispose()));
  }
});

test("an answer to a request that was used, is unknown or is another organisation's is refused", async () => {
  const browser = await newBrowser();
  try {
    const { id } = idp.readAuthnRequest(await startSso(browser, mallory));
    // Only the signed InResponseTo (the response's own left out): it still uses the request up.
    const first = idp.responseXml(idp.signedAssertion({ email: mallory, ...honest(), inResponseTo: id }), {
      destination: ACS_URL,
    });
    expect(await accepted(encode(first))).toBe(mallory);
    // A second, genuinely new assertion for the same request: the request is used.
    const second = idp.response({ email: mallory, ...honest(), inResponseTo: id });
    expect(await refused(second)).toMatch(/already used/);
  } finally {
    await browser.dispose();
  }
  expect(await refused(idp.response({ email: mallory, ...honest(), inResponseTo: newId() }))).toMatch(
    /unknown, expired or already used/,
  );

  // A request another organisation started, answered with this organisation's audience.
  const other = await ssoOrg(register);
  const otherIdp = await new SamlIdp().start();
  const otherBrowser = await newBrowser();
  try {
    await connectSaml(other.owner, other.org.id, otherIdp);
    const { id } = otherIdp.readAuthnRequest(await startSso(otherBrowser, addressAt(other.domain)));
    expect(await refused(idp.response({ email: mallory, ...honest(), inResponseTo: id }))).toMatch(
      /unknown, expired or already used/,
    );
  } finally {
    await otherBrowser.dispose();
    await otherIdp.close();
    await other.owner.api.dispose();
  }
});

test.describe("signature wrapping: Mallory's signed assertion rearranged to sign her in as the owner", () => {
  let owner: RegisteredUser;
  test.beforeAll(() => {
    owner = world.owner;
  });

  /** Mallory's genuine signed assertion, and an unsigned one naming the owner. */
  const parts = (evilId = newId()) => {
    const signedId = newId();
    return {
      signedId,
      signed: idp.signedAssertion({ email: mallory, ...honest(), id: signedId }),
      evil: idp.assertionXml({ email: owner.email, ...honest(), id: evilId }),
    };
  };
  const wrapped = (assertions: string) => encode(idp.responseXml(assertions, { destination: ACS_URL }));

  test.afterEach(async () => {
    // Whatever was tried, nobody joined but Mallory (from the honest tests) and the owner.
    const emails = (await membersOf(owner, world.org.id)).map((m) => m.email);
    expect(emails.every((email) => email === owner.email || email === mallory)).toBe(true);
  });

  test("a second, unsigned assertion before or after the signed one", async () => {
    const { signed, evil } = parts();
    expect(await refused(wrapped(evil + signed))).toMatch(/more than one assertion/);
    expect(await refused(wrapped(signed + evil))).toMatch(/more than one assertion/);
  });

  test("the signed assertion moved into the response's Extensions, the unsigned one in its place", async () => {
    const { signed, evil } = parts();
    const xml = idp
      .responseXml(evil, { destination: ACS_URL })
      .replace("</saml:Issuer>", `</saml:Issuer><samlp:Extensions>${signed}</samlp:Extensions>`);
    expect(await refused(encode(xml))).toMatch(/not signed/);
  });

  test("the unsigned assertion takes the signed one's ID and carries it inside (Advice), with or without its signature", async () => {
    const { signedId, signed } = parts();
    const evil = idp.assertionXml({ email: owner.email, ...honest(), id: signedId });
    const advice = evil.replace("<saml:Conditions", `<saml:Advice>${signed}</saml:Advice><saml:Conditions`);
    expect(await refused(wrapped(advice))).toMatch(/not signed/);
    // The genuine Signature element copied into the evil assertion, after its Issuer.
    const signature = /<(?:ds:)?Signature[\s\S]*<\/(?:ds:)?Signature>/.exec(signed)![0];
    const withSignature = advice.replace("</saml:Issuer>", `</saml:Issuer>${signature}`);
    expect(await refused(wrapped(withSignature))).toMatch(/not signed/);
  });

  test("the signed assertion hidden in the Object of a signature on the unsigned one", async () => {
    const { signed, evil } = parts();
    const signature = /<(?:ds:)?Signature[\s\S]*<\/(?:ds:)?Signature>/.exec(signed)![0];
    const prefix = /^<(ds:)?Signature/.exec(signature)![1] ?? "";
    const withObject = signature.replace(
      new RegExp(`</${prefix}Signature>$`),
      `<${prefix}Object>${signed}</${prefix}Object></${prefix}Signature>`,
    );
    const xml = evil.replace("</saml:Issuer>", `</saml:Issuer>${withObject}`);
    expect(await refused(wrapped(xml))).toMatch(/not signed/);
  });

  test("a comment inside a signed NameID does not cut the address short", async () => {
    // The identity provider signed "<owner>.attacker.test" (comments are outside the signature's canonical form); a
    // reader of the first text node alone would see the owner's address.
    const response = idp.response({
      email: owner.email,
      nameIdXml: `${owner.email}<!---->.attacker.test`,
      ...honest(),
    });
    expect(await refused(response, 403)).toMatch(/Only addresses at/);
  });
});
