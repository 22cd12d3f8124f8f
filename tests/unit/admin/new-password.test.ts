import { describe, expect, it } from "vitest";
import { checkNewPassword, minimumPasswordLength } from "#src/admin/new-password.ts";

describe("checkNewPassword", () => {
  const long = "x".repeat(minimumPasswordLength);

  it("takes a password of the minimum length typed the same twice", () => {
    expect(checkNewPassword(long, long)).toBeUndefined();
  });

  it("refuses one character less, first, even when the two differ", () => {
    const short = long.slice(1);
    expect(checkNewPassword(short, short)).toBe("too-short");
    expect(checkNewPassword(short, long)).toBe("too-short");
  });

  it("counts characters as a person sees them, not UTF-16 units", () => {
    const emoji = "🔑".repeat(minimumPasswordLength - 1);
    expect(emoji.length).toBeGreaterThan(minimumPasswordLength);
    expect(checkNewPassword(emoji, emoji)).toBe("too-short");
  });

  it("refuses two different passwords, by a single character or by case", () => {
    expect(checkNewPassword(long, `${long} `)).toBe("mismatch");
    expect(checkNewPassword(`${long}a`, `${long}A`)).toBe("mismatch");
  });
});
