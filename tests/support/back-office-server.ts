import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { format } from "node:util";
import { newSecretToken, secretTokenHash } from "#server/back-office/access/secret-tokens.ts";
import { sessionCookieName } from "#server/back-office/access/session-cookie.ts";
import {
  type BackOfficeOptions,
  createBackOffice,
} from "#server/back-office/create-back-office.ts";
import { backOfficePaths, invitationPath } from "#server/back-office/paths.ts";
import type { SiteBuilds } from "#server/back-office/site/site-builds.ts";
import { openBackOfficeTables } from "#server/back-office/tables.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import {
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
} from "./software-authenticator.ts";

/**
 * The back office in the test's own process, over HTTP, as the site server
 * hands it requests: its real tables on a SQLite file of its own (called
 * directly instead of through the store's process), real passkey checks
 * answered by a software authenticator, and no enquiries or builds. Fast
 * enough for a test per guard; the browser tests run the whole server.
 */
export interface BackOfficeServer {
  /** What the browser's Origin is: http://localhost:<port> (passkeys need a host name). */
  origin: string;
  tables: ReturnType<typeof openBackOfficeTables>;
  /** Everything the back office logged, one string per call. */
  logged: string[];
  /** The store as the back office calls it (its tables and the `moreTables`). */
  store: { call: <T>(method: string, ...args: unknown[]) => Promise<T> };
  request(method: string, pathname: string, options?: RequestOptions): Promise<Response>;
  /** An invitation's token for `email`, made as `npm run admin -- invite` makes it. */
  invite(email: string): string;
  /** Redeems an invitation with a new passkey on `authenticator`; the answer to the final POST. */
  redeem(
    token: string,
    authenticator: SoftwareAuthenticator,
    userAgent?: string,
  ): Promise<Response>;
  /** Signs in with the authenticator's passkey; the answer to the final POST. */
  signIn(authenticator: SoftwareAuthenticator, userAgent?: string): Promise<Response>;
  /** A new account with a passkey, signed in: its authenticator and its session's Cookie header. */
  newAccount(
    email: string,
    userAgent?: string,
  ): Promise<{ authenticator: SoftwareAuthenticator; cookie: string }>;
  stop(): Promise<void>;
}

export interface RequestOptions {
  cookie?: string;
  /** The Origin header of a POST; ours unless given (null: none). */
  origin?: string | null;
  type?: string;
  body?: string;
  userAgent?: string;
}

export async function startBackOfficeServer(
  options: {
    contentDir?: string;
    build?: ServedBuild;
    builds?: SiteBuilds;
    /** A real store's enquiries (server/enquiries/enquiry-store.ts); none unless given. */
    enquiries?: BackOfficeOptions["enquiries"];
    /** More table methods on the same file, called like the back office's (the invoices'). */
    moreTables?: (connection: ReturnType<typeof openDatabase>) => object;
    /** More of the back office's options, as the server hands them (the refund worker's wake-up). */
    more?: Partial<BackOfficeOptions>;
    /** More of the back office's options (VIES's checker, what follows an express request). */
    backOffice?: Pick<BackOfficeOptions, "vatIds" | "onExpressRequest" | "isMailing">;
    /** The Quotes area, given the store those tables answer through (server/quotes/). */
    quotes?: (store: BackOfficeOptions["store"]) => BackOfficeOptions["quotes"];
  } = {},
): Promise<BackOfficeServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "back-office-server-"));
  const connection = openDatabase(databasePath(dataDir));
  const tables = openBackOfficeTables(connection);
  const more = (options.moreTables?.(connection) ?? {}) as Record<string, unknown>;
  const logged: string[] = [];
  const record = (...parts: unknown[]) => void logged.push(format(...parts));
  let origin = "";
  const store = {
    call: async <T>(method: string, ...args: unknown[]) =>
      (({ ...tables, ...more }) as unknown as Record<string, (...a: unknown[]) => T>)[method]?.(
        ...args,
      ) as T,
  };
  const backOffice = createBackOffice({
    ...options.more,
    store,
    ...(options.quotes && { quotes: options.quotes(store) }),
    enquiries: options.enquiries ?? {
      find: async () => [],
      get: async () => undefined,
      markHandled: async () => true,
      delete: async () => true,
    },
    origin: () => origin,
    buildDir: path.join(dataDir, "build"),
    contentDir: options.contentDir ?? path.join(dataDir, "content"),
    trustedProxyHops: 0,
    attemptsPerMinute: 1000,
    builds: options.builds ?? {
      request() {},
      status: async () => ({ isQueued: false }),
      rollback: async () => {
        throw new Error("No builds here");
      },
      idle: async () => {},
    },
    log: { info: record, warn: record, error: record },
    ...options.backOffice,
  });
  const server = createServer((request, response) => {
    void backOffice.handle(request, response, options.build);
  });
  // Longer than any pause between a test's requests: a connection the server closes after
  // Node's 5 s idle can meet the test's next request ("fetch failed: ECONNRESET"), which a
  // loaded machine showed. Fetch then closes its idle connections itself, knowing it.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://localhost:${port}`;

  function request(method: string, pathname: string, request: RequestOptions = {}) {
    const headers: Record<string, string> = {};
    if (request.cookie) headers.Cookie = request.cookie;
    if (request.userAgent) headers["User-Agent"] = request.userAgent;
    if (method === "POST") {
      const postOrigin = request.origin === undefined ? origin : request.origin;
      if (postOrigin !== null) headers.Origin = postOrigin;
      headers["Content-Type"] = request.type ?? "application/json";
    }
    return fetch(`http://127.0.0.1:${port}${pathname}`, {
      method,
      headers,
      body: method === "POST" ? (request.body ?? "") : undefined,
      redirect: "manual",
    });
  }

  /** Asks for a ceremony's options, answers them with `answer`, posts the answer. */
  async function ceremony(
    optionsPath: string,
    answerPath: string,
    // biome-ignore lint/suspicious/noExplicitAny: the options of either ceremony, as the server sent them.
    answer: (options: any) => unknown,
    userAgent?: string,
  ) {
    const started = await request("POST", optionsPath, { body: "{}", userAgent });
    if (started.status !== 200) throw new Error(`${optionsPath}: ${started.status}`);
    const { ceremony, options } = await started.json();
    return request("POST", answerPath, {
      body: JSON.stringify({ ceremony, response: answer(options) }),
      userAgent,
    });
  }

  const backOfficeServer: BackOfficeServer = {
    origin,
    tables,
    logged,
    store,
    request,
    invite(email) {
      const token = newSecretToken();
      const now = new Date();
      tables.createInvitation(
        secretTokenHash(token),
        email,
        now.toISOString(),
        new Date(now.getTime() + 24 * 3600_000).toISOString(),
        "test",
      );
      return token;
    },
    redeem(token, authenticator, userAgent) {
      return ceremony(
        `${invitationPath(token)}/options`,
        invitationPath(token),
        (options) => authenticator.register(options),
        userAgent,
      );
    },
    signIn(authenticator, userAgent) {
      return ceremony(
        backOfficePaths.signInOptions,
        backOfficePaths.signIn,
        (options) => authenticator.authenticate(options),
        userAgent,
      );
    },
    async newAccount(email, userAgent) {
      const authenticator = createSoftwareAuthenticator(origin);
      const answer = await backOfficeServer.redeem(
        backOfficeServer.invite(email),
        authenticator,
        userAgent,
      );
      if (answer.status !== 200) throw new Error(`No account: ${await answer.text()}`);
      return { authenticator, cookie: cookieOf(answer) };
    },
    async stop() {
      backOffice.close();
      await new Promise((resolve) => server.close(resolve));
      connection.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return backOfficeServer;
}

/** The session cookie an answer sets, as a Cookie header. */
export function cookieOf(answer: Response): string {
  const setCookie = answer.headers.get("set-cookie") ?? "";
  const pair = setCookie.split(";")[0] ?? "";
  if (!pair.startsWith(`${sessionCookieName}=`)) throw new Error(`No session cookie: ${setCookie}`);
  return pair;
}
