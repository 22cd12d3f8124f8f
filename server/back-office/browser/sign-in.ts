import { startAuthentication } from "@simplewebauthn/browser";
import { attachPasskeyForm } from "./passkey-form.ts";

attachPasskeyForm((optionsJSON) => startAuthentication({ optionsJSON }), {
  NotAllowedError:
    "Signing in was cancelled, timed out, or this device has no passkey for this site. Try again, or use the device you made your passkey on.",
  SecurityError:
    "This page's address does not match the site's: open the back office at its own address.",
});
