import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { randomBytes } from "node:crypto";
import type { BackOfficeStore } from "#server/back-office/back-office-store.ts";
import type { NewPasskey } from "./account-tables.ts";
import { newSecretToken } from "./secret-tokens.ts";

/**
 * The WebAuthn library (with its certificate parsers) is loaded at the first
 * ceremony, not when the server starts: most starts never see a sign-in, and
 * loading it cost a few hundred milliseconds of every start.
 */
const webAuthn = () => import("@simplewebauthn/server");

/**
 * Passkeys (WebAuthn) for the back office: no passwords to steal or reuse.
 * A ceremony is two requests: the browser asks for options (a fresh random
 * challenge the server remembers for a few minutes, once), the authenticator
 * signs it, and the server verifies the answer against the challenge, our
 * origin and our host name (the relying party). Passkeys are discoverable and
 * verify the user (PIN, fingerprint, face): signing in needs nothing typed.
 */

/** The relying party: the site's own origin (SITE_URL), whose host name passkeys are bound to. */
export interface RelyingParty {
  /** The host name: "www.example.nl", or "localhost" on a developer's machine. */
  id: string;
  /** What the browser shows beside the passkey. */
  name: string;
  /** "https://www.example.nl": what the browser's answer must name. */
  origin: string;
}

export function relyingParty(origin: string): RelyingParty {
  const url = new URL(origin);
  return { id: url.hostname, name: `${url.hostname} back office`, origin: url.origin };
}

/** A challenge lives this long: enough to find a security key, too short to collect. */
const ceremonyMs = 5 * 60_000;
/** Ceremonies remembered at once; the oldest go first (options are rate-limited too). */
const maxCeremonies = 1_000;

interface Ceremony {
  challenge: string;
  expiresAt: number;
  /** Registration only: the invitation it redeems and the account's user handle. */
  invitationHash?: string;
  userHandle?: string;
}

export type PasskeyProblem = "expired-ceremony" | "not-verified" | "unknown-passkey";

export function createPasskeys(options: {
  party: RelyingParty;
  store: BackOfficeStore;
  now?: () => number;
}) {
  const { party, store } = options;
  const now = options.now ?? Date.now;
  const ceremonies = new Map<string, Ceremony>();

  function remember(ceremony: Omit<Ceremony, "expiresAt">): string {
    for (const [id, old] of ceremonies) {
      if (old.expiresAt <= now() || ceremonies.size >= maxCeremonies) ceremonies.delete(id);
      else break;
    }
    const id = newSecretToken();
    ceremonies.set(id, { ...ceremony, expiresAt: now() + ceremonyMs });
    return id;
  }

  /** A ceremony's challenge, once: a second answer to the same challenge is refused. */
  function take(id: unknown): Ceremony | undefined {
    if (typeof id !== "string") return undefined;
    const ceremony = ceremonies.get(id);
    ceremonies.delete(id);
    return ceremony && ceremony.expiresAt > now() ? ceremony : undefined;
  }

  return {
    /** Options to create a passkey for the account an invitation names (made on first use). */
    async registrationOptions(
      invitationHash: string,
      email: string,
    ): Promise<{ ceremony: string; options: PublicKeyCredentialCreationOptionsJSON }> {
      const account = await store.accountByEmail(email);
      // Someone who lost their passkey keeps their account: the new passkey joins it.
      const userHandle = account?.userHandle ?? randomBytes(32).toString("base64url");
      const { generateRegistrationOptions } = await webAuthn();
      const options = await generateRegistrationOptions({
        rpName: party.name,
        rpID: party.id,
        userName: email,
        userDisplayName: email,
        userID: new Uint8Array(Buffer.from(userHandle, "base64url")),
        attestationType: "none",
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        timeout: ceremonyMs,
      });
      const ceremony = remember({ challenge: options.challenge, invitationHash, userHandle });
      return { ceremony, options };
    },

    /** The new passkey, verified against the challenge, our origin and host; or why not. */
    async verifyRegistration(
      ceremonyId: unknown,
      response: RegistrationResponseJSON,
    ): Promise<
      | { invitationHash: string; userHandle: string; passkey: NewPasskey }
      | { problem: PasskeyProblem }
    > {
      const ceremony = take(ceremonyId);
      if (!ceremony?.invitationHash || !ceremony.userHandle) return { problem: "expired-ceremony" };
      const { verifyRegistrationResponse } = await webAuthn();
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge: ceremony.challenge,
          expectedOrigin: party.origin,
          expectedRPID: party.id,
          requireUserVerification: true,
        });
        if (!result.verified || !result.registrationInfo) return { problem: "not-verified" };
        const { credential } = result.registrationInfo;
        return {
          invitationHash: ceremony.invitationHash,
          userHandle: ceremony.userHandle,
          passkey: {
            credentialId: credential.id,
            publicKey: credential.publicKey,
            counter: credential.counter,
            transports: credential.transports ? JSON.stringify(credential.transports) : null,
          },
        };
      } catch {
        return { problem: "not-verified" };
      }
    },

    /** Options to sign in with any passkey of this site: the authenticator offers its own. */
    async authenticationOptions(): Promise<{
      ceremony: string;
      options: PublicKeyCredentialRequestOptionsJSON;
    }> {
      const { generateAuthenticationOptions } = await webAuthn();
      const options = await generateAuthenticationOptions({
        rpID: party.id,
        userVerification: "required",
        timeout: ceremonyMs,
      });
      return { ceremony: remember({ challenge: options.challenge }), options };
    },

    /** The passkey that signed the challenge, verified, with its new counter; or why not. */
    async verifyAuthentication(
      ceremonyId: unknown,
      response: AuthenticationResponseJSON,
    ): Promise<{ credentialId: string; counter: number } | { problem: PasskeyProblem }> {
      const ceremony = take(ceremonyId);
      if (!ceremony || ceremony.invitationHash) return { problem: "expired-ceremony" };
      const passkey =
        typeof response?.id === "string" ? await store.passkey(response.id) : undefined;
      if (!passkey) return { problem: "unknown-passkey" };
      const { verifyAuthenticationResponse } = await webAuthn();
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: ceremony.challenge,
          expectedOrigin: party.origin,
          expectedRPID: party.id,
          requireUserVerification: true,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports ? JSON.parse(passkey.transports) : undefined,
          },
        });
        if (!result.verified) return { problem: "not-verified" };
        return {
          credentialId: passkey.credentialId,
          counter: result.authenticationInfo.newCounter,
        };
      } catch {
        return { problem: "not-verified" };
      }
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
