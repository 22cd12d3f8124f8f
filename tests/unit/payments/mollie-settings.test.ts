import { describe, expect, it } from "vitest";
import { mollieSettings } from "#server/payments/mollie-gateway.ts";

describe("the Mollie settings", () => {
  it("switch payments off without a key", () => {
    expect(mollieSettings({})).toBeUndefined();
    expect(mollieSettings({ MOLLIE_API_KEY: "  ", MOLLIE_API_URL: "https://x.example" })).toBe(
      undefined,
    );
  });

  it("take a live or test key, and Mollie's own address unless another is set", () => {
    const key = "live_abcdefghij0123456789ABCDEFGHIJ";
    expect(mollieSettings({ MOLLIE_API_KEY: key })).toEqual({ apiKey: key });
    expect(
      mollieSettings({ MOLLIE_API_KEY: key, MOLLIE_API_URL: "https://127.0.0.1:4443/v2/" }),
    ).toEqual({ apiKey: key, apiUrl: "https://127.0.0.1:4443/v2/" });
  });

  it("refuse a key that is not one, without repeating it", () => {
    for (const wrong of ["sk_live_123", "live_short", "test_with space 0123456789abcdef"]) {
      let message = "";
      try {
        mollieSettings({ MOLLIE_API_KEY: wrong });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/MOLLIE_API_KEY must be a Mollie API key/);
      expect(message).not.toContain(wrong);
    }
  });

  it("refuse an API address that is not https", () => {
    const key = "test_abcdefghij0123456789ABCDEFGHIJ";
    for (const url of ["http://127.0.0.1:4443/v2/", "api.mollie.example", "ftp://x"]) {
      expect(() => mollieSettings({ MOLLIE_API_KEY: key, MOLLIE_API_URL: url }), url).toThrow(
        /MOLLIE_API_URL must be an https:\/\/ address/,
      );
    }
  });
});
