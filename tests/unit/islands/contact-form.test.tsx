// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "#src/islands/contact-form.tsx";
import { prefillCourseEnquiry } from "#src/enhancements/course-enquiry.ts";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { Language } from "#src/i18n/languages.ts";

const contactMessages = dictionaries.en.form.messages;
const contactFormMessages = dictionaries.en.form;

const enquiries = {
  "testing/istqb-foundation":
    "I would like to enroll in ISTQB Foundation Level (2 days, 12 hours, fee €499). Please send me the next available dates.",
};

/** The form as its island runs on the page at `url` (the query is read in the browser). */
function renderForm(url = "/contact", language: Language = "en") {
  window.history.replaceState(null, "", url);
  return render(
    <ContactForm
      strings={dictionaries[language].form}
      language={language}
      action={contactPaths[language].thanks}
      courseTermsHref="/course-terms"
    >
      <p>Privacy note</p>
    </ContactForm>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole("button") as HTMLButtonElement;

function fillValid() {
  fireEvent.change(field("Name"), { target: { value: "Ada Lovelace" } });
  fireEvent.change(field("Email"), { target: { value: "ada@example.nl" } });
  fireEvent.change(field("Phone"), { target: { value: "+31 40 123 4567" } });
  fireEvent.change(field("Message"), {
    target: { value: "Please tell me about test automation." },
  });
}

/** A fetch whose answer the test gives when it wants. */
function pendingFetch() {
  let answer: (response: Response) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    answer: (response: Response) => act(async () => answer(response)),
    fail: (error: Error) => act(async () => fail(error)),
  };
}

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ContactForm", () => {
  it("renders a plain HTML form that works without JavaScript and that Netlify detects", () => {
    const { container } = renderForm();
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/contact/thanks");
    expect(form.getAttribute("data-netlify")).toBe("true");
    expect(form.getAttribute("netlify-honeypot")).toBe("bot-field");
    expect(form.noValidate).toBe(true);
    expect((form.elements.namedItem("form-name") as HTMLInputElement).value).toBe("contact");
    const language = form.elements.namedItem("language") as HTMLInputElement;
    expect(language.type).toBe("hidden");
    expect(language.value).toBe("en");
    const honeypot = form.elements.namedItem("bot-field") as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    expect(field("Email").maxLength).toBe(50);
    expect(field("Email").type).toBe("email");
    expect((field("Message") as unknown as HTMLTextAreaElement).rows).toBe(4);
    for (const label of ["Name", "Email", "Phone", "Message"]) {
      expect(field(label).required).toBe(true);
    }
  });

  it("idle: nothing is marked invalid before the first submit", () => {
    renderForm();
    fireEvent.change(field("Name"), { target: { value: "A" } });
    expect(screen.queryAllByText(/must|Please enter/)).toHaveLength(0);
    expect(document.querySelectorAll("[aria-invalid]")).toHaveLength(0);
    expect(submitButton().textContent).toBe("Send Message");
    expect(submitButton().disabled).toBe(false);
  });

  it("shows each error under its field, focuses the first, and sends nothing", () => {
    const { fetchMock } = pendingFetch();
    renderForm();
    fireEvent.change(field("Email"), { target: { value: "not-an-address" } });
    fireEvent.click(submitButton());

    expect(fetchMock).not.toHaveBeenCalled();
    const expected = {
      Name: contactMessages.nameRequired,
      Email: contactMessages.emailInvalid,
      Phone: contactMessages.phoneRequired,
      Message: contactMessages.messageRequired,
    };
    for (const [label, message] of Object.entries(expected)) {
      const control = field(label);
      expect(control.getAttribute("aria-invalid")).toBe("true");
      const describedBy = control.getAttribute("aria-describedby") ?? "";
      expect(document.getElementById(describedBy)?.textContent).toBe(message);
      expect(control.className).toContain("border-red-600");
    }
    expect(document.activeElement).toBe(field("Name"));

    // Once fixed, a field stops being marked as the visitor types.
    fireEvent.change(field("Name"), { target: { value: "Ada" } });
    expect(field("Name").hasAttribute("aria-invalid")).toBe(false);
    expect(screen.queryByText(contactMessages.nameRequired)).toBeNull();
  });

  it("refuses hidden characters with a message that says so, and sends nothing", () => {
    const { fetchMock } = pendingFetch();
    renderForm();
    fillValid();
    fireEvent.change(field("Name"), { target: { value: "Eve\u202Egnp.exe" } });
    fireEvent.change(field("Message"), { target: { value: "\u200B".repeat(12) } });
    fireEvent.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    const errorOf = (label: string) =>
      document.getElementById(field(label).getAttribute("aria-describedby") ?? "")?.textContent;
    expect(errorOf("Name")).toBe(contactMessages.nameHiddenCharacters);
    expect(errorOf("Message")).toBe(contactMessages.messageRequired);
    expect(document.activeElement).toBe(field("Name"));
  });

  it("submitting → sent: posts the fields once, then thanks, disables and clears", async () => {
    const { fetchMock, answer } = pendingFetch();
    renderForm();
    fillValid();
    fireEvent.click(submitButton());

    expect(submitButton().textContent).toBe("Sending...");
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().querySelector("svg.animate-spin")).not.toBeNull();
    fireEvent.click(submitButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      "form-name": "contact",
      language: "en",
      name: "Ada Lovelace",
      email: "ada@example.nl",
      phone: "+31 40 123 4567",
      message: "Please tell me about test automation.",
      "bot-field": "",
    });

    await answer(new Response(null, { status: 200 }));
    const status = screen.getByRole("status");
    expect(status.textContent).toBe(contactFormMessages.sent);
    expect(submitButton().textContent).toBe("Sent");
    expect(submitButton().disabled).toBe(true);
    for (const label of ["Name", "Email", "Phone", "Message"]) expect(field(label).value).toBe("");
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it.each([
    [
      "a refusal",
      (control: ReturnType<typeof pendingFetch>) =>
        control.answer(new Response(null, { status: 429 })),
    ],
    [
      "a network error",
      (control: ReturnType<typeof pendingFetch>) => control.fail(new TypeError("Failed to fetch")),
    ],
  ])(
    "failure after %s: the alert shows, the input is kept, sending again clears it",
    async (_, outcome) => {
      const control = pendingFetch();
      renderForm();
      fillValid();
      fireEvent.click(submitButton());
      await outcome(control);

      expect(screen.getByRole("alert").textContent).toBe(contactFormMessages.failed);
      expect(screen.getByRole("status").textContent).toBe("");
      expect(submitButton().textContent).toBe("Send Message");
      expect(submitButton().disabled).toBe(false);
      expect(field("Name").value).toBe("Ada Lovelace");
      expect(field("Message").value).toBe("Please tell me about test automation.");

      fireEvent.click(submitButton());
      expect(submitButton().textContent).toBe("Sending...");
      expect(screen.getByRole("alert").textContent).toBe("");
      await control.answer(new Response(null, { status: 200 }));
      expect(screen.getByRole("status").textContent).toBe(contactFormMessages.sent);
    },
  );

  // The page script writes the sentence in from the page's data, before the island starts.
  function prefill(search: string) {
    const data = document.createElement("script");
    data.type = "application/json";
    data.id = "course-enquiries";
    data.textContent = JSON.stringify(enquiries);
    document.body.append(data);
    const { container } = renderForm(`/contact${search}`);
    container.id = "contact-form";
    prefillCourseEnquiry(document, new URLSearchParams(search));
    data.remove();
  }

  it("prefills the message from ?course= and leaves it editable", async () => {
    prefill("?course=testing/istqb-foundation");
    await waitFor(() => expect(field("Message").value).toBe(enquiries["testing/istqb-foundation"]));
    fireEvent.change(field("Message"), { target: { value: "Two seats, please." } });
    expect(field("Message").value).toBe("Two seats, please.");
  });

  it("ignores an unknown course", async () => {
    prefill("?course=testing/no-such-course");
    await act(async () => {});
    expect(field("Message").value).toBe("");
  });

  // The sentences are a plain object keyed by the address's text.
  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])(
    "ignores ?course=%s, which every object inherits, as any unknown course",
    async (course) => {
      prefill(`?course=${course}`);
      await act(async () => {});
      expect(field("Message").value).toBe("");
    },
  );

  it("takes the course's own sentence when its run names an inherited key", async () => {
    prefill("?course=testing/istqb-foundation&run=constructor");
    await waitFor(() => expect(field("Message").value).toBe(enquiries["testing/istqb-foundation"]));
  });
});

describe("ContactForm in Dutch", () => {
  const nl = dictionaries.nl.form;
  const veld = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const errorOf = (label: string) =>
    document.getElementById(veld(label).getAttribute("aria-describedby") ?? "")?.textContent;
  function fillValidNl() {
    fireEvent.change(veld("Naam"), { target: { value: "Ada Lovelace" } });
    fireEvent.change(veld("E-mailadres"), { target: { value: "ada@example.nl" } });
    fireEvent.change(veld("Telefoonnummer"), { target: { value: "+31 40 123 4567" } });
    fireEvent.change(veld("Bericht"), {
      target: { value: "Vertel me meer over testautomatisering." },
    });
  }

  it("idle: Dutch labels and button, posts to the Dutch thank-you page, names its language", () => {
    const { container } = renderForm("/nl/contact", "nl");
    const form = container.querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/nl/contact/bedankt");
    expect(form.getAttribute("data-netlify")).toBe("true");
    expect((form.elements.namedItem("form-name") as HTMLInputElement).value).toBe("contact");
    expect((form.elements.namedItem("language") as HTMLInputElement).value).toBe("nl");
    for (const label of ["Naam", "E-mailadres", "Telefoonnummer", "Bericht"]) {
      expect(veld(label).required).toBe(true);
    }
    expect(screen.getByText("Alle velden zijn verplicht.")).toBeDefined();
    expect(submitButton().textContent).toBe("Verstuur bericht");
    expect(submitButton().disabled).toBe(false);
    // Not one English word of the form's own texts.
    const text = container.textContent ?? "";
    for (const english of ["Name", "Email", "Phone", "Send Message", "All fields", "Leave this"]) {
      expect(text).not.toContain(english);
    }
  });

  it("invalid: each field's Dutch message, the first invalid field focused, nothing sent", () => {
    const { fetchMock } = pendingFetch();
    renderForm("/nl/contact", "nl");
    fireEvent.change(veld("Naam"), { target: { value: "A" } });
    fireEvent.change(veld("E-mailadres"), { target: { value: "geen-adres" } });
    fireEvent.change(veld("Telefoonnummer"), { target: { value: "123456" } });
    fireEvent.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorOf("Naam")).toBe("Je naam moet minimaal 2 tekens bevatten");
    expect(errorOf("E-mailadres")).toBe("Vul een geldig e-mailadres in");
    expect(errorOf("Telefoonnummer")).toBe("Je telefoonnummer is te kort");
    expect(errorOf("Bericht")).toBe("Vul je bericht in");
    expect(document.activeElement).toBe(veld("Naam"));
    fireEvent.change(veld("Naam"), { target: { value: "" } });
    expect(errorOf("Naam")).toBe("Vul je naam in");
  });

  it("a line break pasted into a one-line field: the server's own message, nothing sent", () => {
    const { fetchMock } = pendingFetch();
    renderForm("/nl/contact", "nl");
    fillValidNl();
    // A browser strips CR and LF from a one-line input, not these.
    fireEvent.change(veld("Naam"), { target: { value: "Ada\u2028Bcc: x@example.com" } });
    fireEvent.change(veld("Telefoonnummer"), { target: { value: "040 123\u00854567" } });
    fireEvent.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorOf("Naam")).toBe(nl.messages.nameHiddenCharacters);
    expect(errorOf("Telefoonnummer")).toBe(nl.messages.phoneInvalid);
  });

  it("submitting → sent: Dutch button texts and thanks; posts language=nl to /", async () => {
    const { fetchMock, answer } = pendingFetch();
    renderForm("/nl/contact", "nl");
    fillValidNl();
    fireEvent.click(submitButton());
    expect(submitButton().textContent).toBe("Bezig met versturen…");
    expect(submitButton().disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/");
    const body = Object.fromEntries(new URLSearchParams(String(init.body)));
    expect(body).toMatchObject({ "form-name": "contact", language: "nl", name: "Ada Lovelace" });

    await answer(new Response(null, { status: 200 }));
    expect(screen.getByRole("status").textContent).toBe(
      "Bedankt voor je bericht! We nemen snel contact met je op.",
    );
    expect(submitButton().textContent).toBe(nl.submit.sent);
    expect(submitButton().textContent).toBe("Verstuurd");
    expect(submitButton().disabled).toBe(true);
  });

  it("failed: the Dutch alert, the input kept, the button ready again", async () => {
    const control = pendingFetch();
    renderForm("/nl/contact", "nl");
    fillValidNl();
    fireEvent.click(submitButton());
    await control.answer(new Response(null, { status: 503 }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Versturen is mislukt. Probeer het later opnieuw.",
    );
    expect(submitButton().textContent).toBe("Verstuur bericht");
    expect(submitButton().disabled).toBe(false);
    expect(veld("Naam").value).toBe("Ada Lovelace");
  });
});
