import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVatIdChecker } from "#server/invoices/vat-id-checker.ts";
import { askVies } from "#server/invoices/vies-client.ts";
import { startViesStandIn, type ViesStandIn } from "#tests/support/vies-stand-in.ts";

/**
 * VIES asked over HTTP, against the stand-in on loopback: what each of its
 * answers becomes (a verdict, or no verdict and why), that our own VAT ID goes
 * with the question (for a consultation number), that a slow or absent
 * service is "unavailable" within the time limit, and that the server asks
 * VIES once a day per VAT ID.
 */
let vies: ViesStandIn;
beforeAll(async () => {
  vies = await startViesStandIn({
    answers: {
      DE111111111: "valid",
      DE222222222: "invalid",
      DE333333333: "unavailable",
      DE444444444: "busy",
      DE555555555: "invalid-input",
      DE666666666: "garbage",
      DE777777777: "slow",
    },
    slowMs: 5_000,
  });
});
afterAll(async () => {
  await vies?.close();
});

const ours = "NL123456789B01";
const now = () => new Date("2027-01-15T10:00:00.000Z");

describe("a question to VIES", () => {
  it("sends the buyer's number and ours, split at the prefix, and keeps the consultation number of a valid one", async () => {
    const answer = await askVies("DE111111111", ours, { url: vies.url, now });
    expect(vies.requests.at(-1)).toEqual({
      countryCode: "DE",
      vatNumber: "111111111",
      requesterMemberStateCode: "NL",
      requesterNumber: "123456789B01",
    });
    expect(answer).toEqual({
      vatId: "DE111111111",
      checkedAt: "2027-01-15T10:00:00.000Z",
      outcome: "valid",
      consultationNumber: vies.consultations.get("DE111111111")?.at(-1),
    });
    expect(answer.outcome === "valid" && answer.consultationNumber).toMatch(/^WAPI/);
  });

  it("reads a number VIES does not hold, or whose form it refuses, as not valid", async () => {
    expect((await askVies("DE222222222", ours, { url: vies.url })).outcome).toBe("invalid");
    expect((await askVies("DE555555555", ours, { url: vies.url })).outcome).toBe("invalid");
  });

  it("gives no verdict when VIES cannot answer, saying why: an error, a code beside `valid: false`, a page that is no answer", async () => {
    expect(await askVies("DE333333333", ours, { url: vies.url, now })).toEqual({
      vatId: "DE333333333",
      checkedAt: "2027-01-15T10:00:00.000Z",
      outcome: "unavailable",
      reason: "MS_UNAVAILABLE: the member state's register did not answer",
    });
    expect(await askVies("DE444444444", ours, { url: vies.url })).toMatchObject({
      outcome: "unavailable",
      reason: "MS_MAX_CONCURRENT_REQ: the member state's register is busy",
    });
    expect(await askVies("DE666666666", ours, { url: vies.url })).toMatchObject({
      outcome: "unavailable",
      reason: "answer 200",
    });
  });

  it("stops waiting at the time limit, and says so; a closed port is 'could not be reached'", async () => {
    const started = Date.now();
    const slow = await askVies("DE777777777", ours, { url: vies.url, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(slow).toMatchObject({ outcome: "unavailable", reason: "no answer within 0.3 s" });
    const closed = await askVies("DE111111111", ours, { url: "http://127.0.0.1:9/check" });
    expect(closed).toMatchObject({ outcome: "unavailable", reason: "VIES could not be reached" });
  });
});

describe("the server's answers of the day", () => {
  it("asks once a day per VAT ID; a day later it asks again", async () => {
    let moment = new Date("2027-01-15T10:00:00.000Z");
    const checker = createVatIdChecker({ url: vies.url, now: () => moment });
    const asked = () => vies.requests.filter((body) => body.vatNumber === "111111111").length;
    const before = asked();
    const [first, second] = await Promise.all([
      checker.check("DE111111111", ours),
      checker.check("DE111111111", ours),
    ]);
    expect(await checker.check("DE111111111", ours)).toEqual(first);
    expect(second).toEqual(first);
    expect(asked()).toBe(before + 1);
    // Past midnight in Amsterdam (23:00 UTC in winter): a new day, a new question.
    moment = new Date("2027-01-15T23:00:00.000Z");
    const next = await checker.check("DE111111111", ours);
    expect(asked()).toBe(before + 2);
    expect(next.checkedAt).toBe("2027-01-15T23:00:00.000Z");
  });

  it("keeps 'not valid' for the day, and asks again a minute after 'could not be reached'", async () => {
    let moment = new Date("2027-01-15T10:00:00.000Z");
    const checker = createVatIdChecker({ url: vies.url, now: () => moment });
    const asked = (number: string) =>
      vies.requests.filter((body) => body.vatNumber === number).length;
    const invalidBefore = asked("222222222");
    const downBefore = asked("333333333");
    await checker.check("DE222222222", ours);
    await checker.check("DE333333333", ours);
    moment = new Date("2027-01-15T10:00:30.000Z");
    await checker.check("DE222222222", ours);
    await checker.check("DE333333333", ours);
    expect([asked("222222222"), asked("333333333")]).toEqual([invalidBefore + 1, downBefore + 1]);
    moment = new Date("2027-01-15T10:01:31.000Z");
    vies.answer("DE333333333", "valid");
    expect((await checker.check("DE333333333", ours)).outcome).toBe("valid");
    expect((await checker.check("DE222222222", ours)).outcome).toBe("invalid");
    expect([asked("222222222"), asked("333333333")]).toEqual([invalidBefore + 1, downBefore + 2]);
    vies.answer("DE333333333", "unavailable");
  });
});
