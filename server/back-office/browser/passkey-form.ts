/**
 * The passkey pages' form (access/passkey-form.tsx): on submit, ask the server
 * for the ceremony's options, let the browser talk to the authenticator, post
 * its answer, and follow the server to the next page. Anything that goes
 * wrong is said in the form's status line, and the button works again.
 */
export function attachPasskeyForm(
  ceremony: (options: never) => Promise<unknown>,
  messages: Record<string, string>,
) {
  const form = document.querySelector<HTMLFormElement>("form[data-passkey]");
  const status = form?.querySelector<HTMLElement>("[data-passkey-status]");
  const button = form?.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!form || !status || !button) return;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    status.textContent = "";
    button.disabled = true;
    try {
      const { ceremony: id, options } = await postJson(form.dataset.options ?? "", {});
      const response = await ceremony(options as never);
      const result = await postJson(form.action, { ceremony: id, response });
      window.location.assign(typeof result.location === "string" ? result.location : "/admin/");
    } catch (error) {
      status.textContent = messageFor(error, messages);
      button.disabled = false;
    }
  });
}

class ServerRefusal extends Error {}

async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ServerRefusal(
      "The server could not be reached. Check your connection and try again.",
    );
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new ServerRefusal(
      typeof answer.error === "string" ? answer.error : `The server answered ${response.status}.`,
    );
  }
  return answer;
}

/** The server's own words, or what the browser's refusal means for the person. */
function messageFor(error: unknown, messages: Record<string, string>): string {
  if (error instanceof ServerRefusal) return error.message;
  const name = error instanceof Error ? error.name : "";
  return (
    messages[name] ??
    `Your browser or device could not use a passkey${error instanceof Error && error.message ? ` (${error.message})` : ""}. Try again, or another browser.`
  );
}
