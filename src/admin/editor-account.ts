import {
  acceptInvite,
  type CallbackResult,
  handleAuthCallback,
  updateUser,
} from "@netlify/identity";
import { type IdentityProblem, identityProblem } from "./identity-problem.ts";
import { checkNewPassword, minimumPasswordLength } from "./new-password.ts";
import { rememberEditorSignIn } from "./decap-session.ts";
import { editorPath } from "./editor-paths.ts";

/**
 * The script of the editor's account page (/admin/account, built from
 * src/templates/editor-account-page.tsx). Netlify Identity's e-mails link
 * here with `#invite_token=…` or `#recovery_token=…`; @netlify/identity reads
 * the token, the person chooses a password, and the editor opens signed in.
 *
 * How the editor finds the person: @netlify/identity keeps its session with
 * gotrue-js, remembered, under localStorage "gotrue.user" ({url, token,
 * audience} and the user's fields), and Decap's git-gateway backend, with no
 * Identity widget on its page, restores its user with gotrue-js's
 * currentUser(), which reads that same key; Decap asks it to only when its
 * own record says a git-gateway user signed in (rememberEditorSignIn).
 * tests/e2e/netlify-identity.test.ts follows the person into Decap.
 */

type View = "checking" | "none" | "invite" | "recovery" | "failed";

const words = {
  tooShort: `Choose a password of at least ${minimumPasswordLength} characters.`,
  mismatch: "The two passwords are not the same. Type the same password in both fields.",
  inviteRefused:
    "This invitation has expired or has been used already. Ask whoever invited you to send a new invitation.",
  linkRefused:
    "This link has expired or has been used already. Ask the site's owner to send you a new password-reset e-mail.",
  passwordRefused: "The new password was not accepted.",
  unavailable: "The sign-in service is not working right now. Try again in a few minutes.",
  unreachable: "The sign-in service could not be reached. Check your connection and try again.",
  saving: "Saving your password…",
  saved: "Password saved. Opening the editor…",
};

/** What went wrong, in words a person can act on; the service's own words last. */
function describe(problem: IdentityProblem, refused: string): string {
  switch (problem.kind) {
    case "refused":
      return problem.detail ? `${refused} (The service said: “${problem.detail}”.)` : refused;
    case "unavailable":
      return problem.status ? `${words.unavailable} (Error ${problem.status}.)` : words.unavailable;
    case "unreachable":
      return words.unreachable;
  }
}

function show(view: View) {
  for (const section of document.querySelectorAll<HTMLElement>("[data-view]")) {
    section.hidden = section.dataset.view !== view;
  }
  // The page changed under the reader: start them at its new heading.
  document.querySelector<HTMLElement>(`[data-view="${view}"] h1`)?.focus();
}

/** Signed in: on to the editor, which finds the session (rememberEditorSignIn). */
function openEditor() {
  rememberEditorSignIn();
  location.assign(editorPath);
}

/**
 * One of the two password forms: checked here first (no request for a
 * password too short or typed differently twice), then `save` with the new
 * password; on success the editor opens, on failure the alert says why and
 * the form stays, filled, for another try.
 */
function offerPasswordForm(
  view: "invite" | "recovery",
  save: (password: string) => Promise<unknown>,
  refused: string,
) {
  const form = document.getElementById(`${view}-form`) as HTMLFormElement;
  const password = form.elements.namedItem("password") as HTMLInputElement;
  const confirmation = form.elements.namedItem("confirmation") as HTMLInputElement;
  const alert = document.getElementById(`${view}-error`) as HTMLElement;
  const status = document.getElementById(`${view}-status`) as HTMLElement;
  const button = form.querySelector("button") as HTMLButtonElement;
  const hint = `${view}-hint`;
  let isSaving = false;

  const markInvalid = (field: HTMLInputElement | undefined) => {
    for (const input of [password, confirmation]) {
      const isInvalid = input === field;
      if (isInvalid) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
      const described = [input === password ? hint : "", isInvalid ? alert.id : ""];
      const ids = described.filter(Boolean).join(" ");
      if (ids) input.setAttribute("aria-describedby", ids);
      else input.removeAttribute("aria-describedby");
    }
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (isSaving) return;
    alert.textContent = "";
    status.textContent = "";
    const problem = checkNewPassword(password.value, confirmation.value);
    if (problem) {
      const field = problem === "too-short" ? password : confirmation;
      markInvalid(field);
      alert.textContent = problem === "too-short" ? words.tooShort : words.mismatch;
      field.focus();
      return;
    }
    markInvalid(undefined);
    isSaving = true;
    button.setAttribute("aria-disabled", "true");
    status.textContent = words.saving;
    try {
      await save(password.value);
    } catch (error) {
      isSaving = false;
      button.removeAttribute("aria-disabled");
      status.textContent = "";
      alert.textContent = describe(identityProblem(error), refused);
      return;
    }
    // Still "saving" while the editor loads: a second press sends nothing.
    status.textContent = words.saved;
    openEditor();
  });
  show(view);
}

async function start() {
  let result: CallbackResult | null;
  try {
    // Reads the token from the address and takes it out of it: it never
    // stays in the history. A recovery token is checked here already.
    result = await handleAuthCallback();
  } catch (error) {
    const message = document.getElementById("failed-message") as HTMLElement;
    message.textContent = describe(identityProblem(error), words.linkRefused);
    show("failed");
    return;
  }
  if (!result) {
    show("none");
  } else if (result.type === "invite" && result.token) {
    const token = result.token;
    offerPasswordForm("invite", (password) => acceptInvite(token, password), words.inviteRefused);
  } else if (result.type === "recovery") {
    // Signed in by the link; the new password is saved to that account.
    const email = result.user?.email;
    if (email) {
      for (const element of document.querySelectorAll("[data-account-email]")) {
        element.textContent = email;
      }
      const username = document.querySelector<HTMLInputElement>("#recovery-form [name=username]");
      if (username) username.value = email;
    }
    offerPasswordForm("recovery", (password) => updateUser({ password }), words.passwordRefused);
  } else {
    // A confirmation or a changed e-mail address: signed in already.
    openEditor();
  }
}

void start();
