import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumFlags, chromiumPath } from "#scripts/chromium.ts";

/**
 * A Chromium tab that prerenders. Chromium refuses to prerender for a page
 * with a DevTools session attached to the page itself, which is how
 * Playwright drives every page (the prerender fails with
 * PrerenderingDisabledByDevTools and the fetched response is used instead).
 * Attached through the tab's target, as Chromium's own tools do, a page
 * prerenders as a visitor's would. So this speaks the DevTools protocol
 * itself, over the WebSocket Chromium opens: just what the visit-count tests
 * need (load a page, hover and click a link, see the prerender's state).
 */
export interface PrerenderingTab {
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Moves the mouse onto the first link to `href` (scrolled into view): our rules prerender it. */
  hoverLink(href: string): Promise<void>;
  /** Clicks where the mouse is: the visitor opens the link. */
  click(): Promise<void>;
  /** Resolves when Chromium reports this state of the prerender of `url` ("Ready": fetched and rendered, not shown). */
  prerenderState(url: string, state: "Ready" | "Failure"): Promise<void>;
  close(): Promise<void>;
}

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
};

export async function openPrerenderingTab(options: {
  userAgent: string;
}): Promise<PrerenderingTab> {
  const profile = await mkdtemp(path.join(tmpdir(), "prerendering-tab-"));
  const chromium: ChildProcess = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      "--headless=new",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      `--user-agent=${options.userAgent}`,
      "--window-size=1280,900",
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 15_000);
    chromium.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DevTools listening on (ws:\S+)/.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
  });
  const socket = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });

  let nextId = 1;
  const replies = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  const listeners = new Set<(message: Message) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    const reply = message.id === undefined ? undefined : replies.get(message.id);
    if (reply && message.id !== undefined) {
      replies.delete(message.id);
      if (message.error) reply.reject(new Error(message.error.message));
      else reply.resolve(message);
      return;
    }
    for (const listener of listeners) listener(message);
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Message>((resolve, reject) => {
      const id = nextId++;
      replies.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  const next = (matches: (message: Message) => boolean, timeoutMs = 20_000) =>
    new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error("Chromium did not report what was waited for"));
      }, timeoutMs);
      const listener = (message: Message) => {
        if (!matches(message)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(message);
      };
      listeners.add(listener);
    });

  const { targetInfos } = (await send("Target.getTargets", { filter: [{ type: "tab" }] }))
    .result as { targetInfos: { targetId: string; type: string }[] };
  const tab = targetInfos.find((target) => target.type === "tab");
  if (!tab) throw new Error("Chromium has no tab target to attach to");
  const tabSession = (
    await send("Target.attachToTarget", { targetId: tab.targetId, flatten: true })
  ).result?.sessionId as string;
  const pageAttached = next(
    (message) =>
      message.method === "Target.attachedToTarget" &&
      (message.params?.targetInfo as { type?: string })?.type === "page",
  );
  await send(
    "Target.setAutoAttach",
    { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
    tabSession,
  );
  const page = (await pageAttached).params?.sessionId as string;
  await send("Page.enable", {}, page);
  await send("Preload.enable", {}, page);
  let mouse = { x: 0, y: 0 };

  return {
    async goto(url) {
      const loaded = next(
        (message) => message.sessionId === page && message.method === "Page.loadEventFired",
      );
      await send("Page.navigate", { url }, page);
      await loaded;
    },
    async hoverLink(href) {
      const { result } = (
        await send(
          "Runtime.evaluate",
          {
            expression: `(() => {
              const link = document.querySelector(${JSON.stringify(`a[href="${href}"]`)});
              link.scrollIntoView({ block: "center", behavior: "instant" });
              const box = link.getBoundingClientRect();
              return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
            })()`,
            returnByValue: true,
          },
          page,
        )
      ).result as { result: { value: { x: number; y: number } } };
      mouse = result.value;
      await send("Input.dispatchMouseEvent", { type: "mouseMoved", ...mouse }, page);
    },
    async click() {
      for (const type of ["mousePressed", "mouseReleased"]) {
        await send(
          "Input.dispatchMouseEvent",
          { type, ...mouse, button: "left", clickCount: 1 },
          page,
        );
      }
    },
    async prerenderState(url, state) {
      await next(
        (message) =>
          message.method === "Preload.prerenderStatusUpdated" &&
          (message.params?.key as { url?: string })?.url === url &&
          message.params?.status === state,
      );
    },
    async close() {
      socket.close();
      const exited = new Promise((resolve) => chromium.once("exit", resolve));
      chromium.kill();
      await exited;
      // Chromium's last writes to its profile may still land as it exits.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
