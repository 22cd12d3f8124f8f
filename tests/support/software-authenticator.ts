import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

/**
 * A passkey authenticator in the test's own process, for fast tests of the
 * back office's passkey checks without a browser: it makes P-256 credentials
 * (ES256, "none" attestation, user verified) and answers a ceremony's options
 * as a browser's authenticator would, signing the challenge for `origin`.
 * Its signature counter stays at 0, as many passkey providers' do: a replayed
 * answer is caught only if the server takes each challenge once.
 * (The browser tests use Chromium's virtual authenticator instead.)
 */
export interface SoftwareAuthenticator {
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON;
  /**
   * Answers with the credential made last (a discoverable one: the options
   * name none). `asSeenBy`: the page's origin the browser reports, if not ours
   * (a look-alike site relaying our challenge).
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    asSeenBy?: { origin: string },
  ): AuthenticationResponseJSON;
}

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
}

export function createSoftwareAuthenticator(origin: string): SoftwareAuthenticator {
  const rpIdHash = (rpId: string) => sha256(Buffer.from(rpId));
  const credentials: Credential[] = [];

  return {
    register(options) {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const jwk = publicKey.export({ format: "jwk" });
      const id = randomBytes(16);
      credentials.push({ id, privateKey, userHandle: options.user.id });
      const coseKey = cbor(
        new Map<number, CborValue>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x ?? "", "base64url")],
          [-3, Buffer.from(jwk.y ?? "", "base64url")],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const authenticatorData = Buffer.concat([
        rpIdHash(options.rp.id ?? new URL(origin).hostname),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        Buffer.alloc(4), // counter 0
        Buffer.alloc(16), // AAGUID: none
        length,
        id,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<string, CborValue>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authenticatorData],
        ]),
      );
      return {
        id: id.toString("base64url"),
        rawId: id.toString("base64url"),
        type: "public-key",
        response: {
          clientDataJSON: clientData("webauthn.create", options.challenge, origin),
          attestationObject: attestationObject.toString("base64url"),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },

    authenticate(options, asSeenBy) {
      const credential = credentials.at(-1);
      if (!credential) throw new Error("This authenticator holds no passkey yet");
      const authenticatorData = Buffer.concat([
        rpIdHash(options.rpId ?? new URL(origin).hostname),
        Buffer.from([0x05]), // user present, user verified
        Buffer.alloc(4), // counter 0
      ]);
      const clientDataJSON = clientData(
        "webauthn.get",
        options.challenge,
        asSeenBy?.origin ?? origin,
      );
      const signature = sign(
        "sha256",
        Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, "base64url"))]),
        credential.privateKey,
      );
      return {
        id: credential.id.toString("base64url"),
        rawId: credential.id.toString("base64url"),
        type: "public-key",
        response: {
          clientDataJSON,
          authenticatorData: authenticatorData.toString("base64url"),
          signature: signature.toString("base64url"),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}

function clientData(type: string, challenge: string, origin: string): string {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString(
    "base64url",
  );
}

function sha256(data: Buffer): Buffer {
  return createHash("sha256").update(data).digest();
}

type CborValue = number | string | Buffer | Map<number | string, CborValue>;

/** The little CBOR WebAuthn needs: integers, byte and text strings, maps. */
function cbor(value: CborValue): Buffer {
  if (typeof value === "number") {
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}
