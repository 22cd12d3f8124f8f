import { startRegistration } from "@simplewebauthn/browser";
import { attachPasskeyForm } from "./passkey-form.ts";

attachPasskeyForm((optionsJSON) => startRegistration({ optionsJSON }), {
  NotAllowedError: "Making the passkey was cancelled or timed out. Try again.",
  InvalidStateError:
    "This device already holds a passkey for your account: sign in with it instead.",
  SecurityError:
    "This page's address does not match the site's: open the link at the site's own address.",
});
