// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { MemoryRouter, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  glideToNextAnchor,
  sectionIdFrom,
  useScrollToSection,
} from "~/modules/use-scroll-to-section";

type Entry = string | { pathname: string; hash?: string; state?: unknown };

function renderAt(entry: Entry) {
  return renderHook(
    () => {
      useScrollToSection();
      return useNavigate();
    },
    {
      wrapper: ({ children }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>,
    },
  );
}

function setReducedMotion(isReduced: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: isReduced && query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom does no layout, so it has no scrollIntoView: record the calls instead.
  scrollIntoView = vi.fn(function (this: Element) {});
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element["scrollIntoView"];
  setReducedMotion(false);
  document.body.innerHTML = `
    <section id="automation-testing"></section>
    <section id="test-methodologies"></section>`;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

function scrolledElementIds() {
  return scrollIntoView.mock.contexts.map((element) => (element as Element).id);
}

describe("useScrollToSection", () => {
  it("scrolls smoothly to the section named by the scrollTo state after about 100 ms", () => {
    renderAt({ pathname: "/training/testing", state: { scrollTo: "automation-testing" } });
    vi.advanceTimersByTime(99);
    expect(scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrolledElementIds()).toEqual(["automation-testing"]);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("does the same for a #section-id in the URL", () => {
    renderAt("/training/testing#test-methodologies");
    vi.advanceTimersByTime(100);
    expect(scrolledElementIds()).toEqual(["test-methodologies"]);
  });

  it("prefers the scrollTo state over the hash", () => {
    renderAt({
      pathname: "/training/testing",
      hash: "#test-methodologies",
      state: { scrollTo: "automation-testing" },
    });
    vi.advanceTimersByTime(100);
    expect(scrolledElementIds()).toEqual(["automation-testing"]);
  });

  it("jumps without smooth behaviour when the visitor prefers reduced motion", () => {
    setReducedMotion(true);
    renderAt({ pathname: "/training/testing", state: { scrollTo: "automation-testing" } });
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("does nothing without a target, or for an id not on the page", () => {
    renderAt("/training/testing");
    vi.advanceTimersByTime(500);
    cleanup();
    renderAt({ pathname: "/training/testing", state: { scrollTo: "no-such-section" } });
    vi.advanceTimersByTime(500);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("scrolls again when a later navigation names a section, even the same one", () => {
    const { result } = renderAt({
      pathname: "/training/testing",
      state: { scrollTo: "automation-testing" },
    });
    vi.advanceTimersByTime(100);
    act(() => {
      result.current("/training/testing", { state: { scrollTo: "test-methodologies" } });
    });
    vi.advanceTimersByTime(100);
    act(() => {
      result.current("/training/testing", { state: { scrollTo: "test-methodologies" } });
    });
    vi.advanceTimersByTime(100);
    expect(scrolledElementIds()).toEqual([
      "automation-testing",
      "test-methodologies",
      "test-methodologies",
    ]);
  });

  it("cancels the pending scroll when the page is left within the delay", () => {
    const { unmount } = renderAt({
      pathname: "/training/testing",
      state: { scrollTo: "automation-testing" },
    });
    vi.advanceTimersByTime(50);
    unmount();
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe("sectionIdFrom", () => {
  it("reads the state's scrollTo, then the decoded hash", () => {
    expect(sectionIdFrom({ scrollTo: "devops-essentials" }, "")).toBe("devops-essentials");
    expect(sectionIdFrom(null, "#hands-on-devops")).toBe("hands-on-devops");
    expect(sectionIdFrom({ other: 1 }, "#caf%C3%A9")).toBe("café");
    expect(sectionIdFrom(undefined, "")).toBeUndefined();
    expect(sectionIdFrom({ scrollTo: 42 }, "")).toBeUndefined();
  });

  it("ignores a malformed hash instead of throwing", () => {
    expect(sectionIdFrom(null, "#%E0")).toBeUndefined();
  });
});

describe("glideToNextAnchor", () => {
  it("makes the next anchor jump smooth, then restores the default", () => {
    glideToNextAnchor();
    expect(document.documentElement.style.scrollBehavior).toBe("smooth");
    window.dispatchEvent(new Event("scrollend"));
    expect(document.documentElement.style.scrollBehavior).toBe("");
  });

  it("restores the default after a while when no scroll happens", () => {
    glideToNextAnchor(1500);
    vi.advanceTimersByTime(1500);
    expect(document.documentElement.style.scrollBehavior).toBe("");
  });

  it("leaves the jump instant when the visitor prefers reduced motion", () => {
    setReducedMotion(true);
    glideToNextAnchor();
    expect(document.documentElement.style.scrollBehavior).toBe("");
  });
});
