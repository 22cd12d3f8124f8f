import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in of VIES's REST check (`POST …/check-vat-number`) for
 * tests, on loopback over plain HTTP: the server's VIES_URL (or a test's
 * `url`) points at it. It answers each VAT ID by the behaviour the test gave
 * it, as the EU's service answers:
 * - valid: 200 with `valid: true`, and a `requestIdentifier` (the
 *   consultation number) when the requester's own VAT ID was given;
 * - invalid: 200 with `valid: false`;
 * - unavailable: 500 with `actionSucceed: false` and an error wrapper
 *   MS_UNAVAILABLE (the member state's register did not answer);
 * - busy: 200 with `valid: false` and `userError: MS_MAX_CONCURRENT_REQ`
 *   (no verdict, though `valid` is there);
 * - invalid-input: 400 with an error wrapper INVALID_INPUT;
 * - garbage: 200 with an HTML page;
 * - slow: a valid answer after `slowMs` (longer than a caller should wait).
 * VAT IDs it was not told about are valid. `requests` records each body.
 */
export type ViesBehaviour =
  | "valid"
  | "invalid"
  | "unavailable"
  | "busy"
  | "invalid-input"
  | "garbage"
  | "slow";

export interface ViesRequestBody {
  countryCode?: string;
  vatNumber?: string;
  requesterMemberStateCode?: string;
  requesterNumber?: string;
}

export interface ViesStandIn {
  /** Its check's address: http://127.0.0.1:<port>/rest-api/check-vat-number */
  url: string;
  requests: ViesRequestBody[];
  /** How it answers `vatId` ("DE123456789") from now on. */
  answer(vatId: string, behaviour: ViesBehaviour): void;
  /** The consultation numbers it gave, by VAT ID, newest last. */
  consultations: Map<string, string[]>;
  close(): Promise<void>;
}

export async function startViesStandIn(
  options: { answers?: Record<string, ViesBehaviour>; slowMs?: number } = {},
): Promise<ViesStandIn> {
  const answers = new Map(Object.entries(options.answers ?? {}));
  const requests: ViesRequestBody[] = [];
  const consultations = new Map<string, string[]>();
  const slowMs = options.slowMs ?? 30_000;
  let counter = 0;
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer((request, response) => {
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const send = (status: number, body: unknown, type = "application/json") => {
        response.writeHead(status, { "content-type": type });
        response.end(typeof body === "string" ? body : JSON.stringify(body));
      };
      if (request.method !== "POST" || !request.url?.endsWith("/check-vat-number")) {
        send(404, { actionSucceed: false, errorWrappers: [{ error: "NOT_FOUND" }] });
        return;
      }
      let body: ViesRequestBody = {};
      try {
        body = JSON.parse(raw) as ViesRequestBody;
      } catch {
        send(400, { actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT" }] });
        return;
      }
      requests.push(body);
      const vatId = `${body.countryCode ?? ""}${body.vatNumber ?? ""}`;
      const behaviour = answers.get(vatId) ?? "valid";
      const facts = {
        countryCode: body.countryCode,
        vatNumber: body.vatNumber,
        requestDate: new Date().toISOString(),
      };
      const valid = () => {
        const consultation = body.requesterNumber
          ? `WAPIAAAA${String(++counter).padStart(8, "0")}`
          : undefined;
        if (consultation)
          consultations.set(vatId, [...(consultations.get(vatId) ?? []), consultation]);
        send(200, {
          ...facts,
          valid: true,
          ...(consultation && { requestIdentifier: consultation }),
          name: "A REGISTERED BUSINESS",
          address: "SOMEWHERE IN THE EU",
        });
      };
      switch (behaviour) {
        case "valid":
          valid();
          return;
        case "invalid":
          send(200, { ...facts, valid: false, requestIdentifier: "", name: "---", address: "---" });
          return;
        case "unavailable":
          send(500, {
            actionSucceed: false,
            errorWrappers: [{ error: "MS_UNAVAILABLE", message: "The member state is down" }],
          });
          return;
        case "busy":
          send(200, { ...facts, valid: false, userError: "MS_MAX_CONCURRENT_REQ" });
          return;
        case "invalid-input":
          send(400, { actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT" }] });
          return;
        case "garbage":
          send(200, "<html><body>Maintenance</body></html>", "text/html");
          return;
        case "slow": {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!response.destroyed) valid();
          }, slowMs);
          timers.add(timer);
          return;
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rest-api/check-vat-number`,
    requests,
    consultations,
    answer(vatId, behaviour) {
      answers.set(vatId, behaviour);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
