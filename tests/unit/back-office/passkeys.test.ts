import { describe, expect, it } from "vitest";
import { createPasskeys, relyingParty } from "#server/back-office/access/passkeys.ts";
import type { BackOfficeStore } from "#server/back-office/back-office-store.ts";
import type { NewPasskey } from "#server/back-office/tables.ts";
import { createSoftwareAuthenticator } from "#tests/support/software-authenticator.ts";

/**
 * Passkey ceremonies against real signatures (a software authenticator,
 * tests/support), with a store that holds the one passkey made. The
 * authenticator's counter stays at 0, as many passkey providers' do: only the
 * server taking each challenge once stops an answer from being used twice.
 */
const origin = "http://localhost:4321";

function setUp() {
  const stored: NewPasskey[] = [];
  const store = {
    accountByEmail: async () => undefined,
    passkey: async (credentialId: string) => {
      const passkey = stored.find((candidate) => candidate.credentialId === credentialId);
      return passkey && { ...passkey, accountId: 1, email: "owner@example.nl" };
    },
  } as unknown as BackOfficeStore;
  const passkeys = createPasskeys({ party: relyingParty(origin), store });
  const authenticator = createSoftwareAuthenticator(origin);
  return { passkeys, authenticator, stored };
}

async function registered() {
  const setup = setUp();
  const { ceremony, options } = await setup.passkeys.registrationOptions("invitation", "o@x.nl");
  const verified = await setup.passkeys.verifyRegistration(
    ceremony,
    setup.authenticator.register(options),
  );
  if ("problem" in verified) throw new Error(`Registration failed: ${verified.problem}`);
  setup.stored.push(verified.passkey);
  return setup;
}

describe("a passkey challenge", () => {
  it("signs in once with a valid answer", async () => {
    const { passkeys, authenticator, stored } = await registered();
    const { ceremony, options } = await passkeys.authenticationOptions();
    expect(
      await passkeys.verifyAuthentication(ceremony, authenticator.authenticate(options)),
    ).toEqual({ credentialId: stored[0]?.credentialId, counter: 0 });
  });

  it("refuses a sign-in answer sent a second time: each challenge is taken once (replay)", async () => {
    const { passkeys, authenticator } = await registered();
    const { ceremony, options } = await passkeys.authenticationOptions();
    const answer = authenticator.authenticate(options);
    expect(await passkeys.verifyAuthentication(ceremony, answer)).not.toHaveProperty("problem");
    expect(await passkeys.verifyAuthentication(ceremony, answer)).toEqual({
      problem: "expired-ceremony",
    });
  });

  it("refuses a passkey registration answer sent a second time (replay)", async () => {
    const { passkeys, authenticator } = setUp();
    const { ceremony, options } = await passkeys.registrationOptions("invitation", "o@x.nl");
    const answer = authenticator.register(options);
    expect(await passkeys.verifyRegistration(ceremony, answer)).not.toHaveProperty("problem");
    expect(await passkeys.verifyRegistration(ceremony, answer)).toEqual({
      problem: "expired-ceremony",
    });
  });

  it("refuses an answer to a challenge it did not give, or signed for another site", async () => {
    const { passkeys, authenticator } = await registered();
    const first = await passkeys.authenticationOptions();
    const forged = authenticator.authenticate({ ...first.options, challenge: "bm90LW91cnM" });
    expect(await passkeys.verifyAuthentication(first.ceremony, forged)).toEqual({
      problem: "not-verified",
    });
    const second = await passkeys.authenticationOptions();
    const relayed = authenticator.authenticate(second.options, { origin: "https://evil.example" });
    expect(await passkeys.verifyAuthentication(second.ceremony, relayed)).toEqual({
      problem: "not-verified",
    });
  });
});
