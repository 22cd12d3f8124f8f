/**
 * `fetch` for tests that ask our server for pages, retrying a GET or HEAD once
 * when the connection it reused was closed under it, as browsers do. Fetch
 * keeps connections alive; the server closes one after 5 s idle. A test that
 * blocks its own event loop longer (parsing a few hundred pages) can send its
 * next request on a connection the server has just closed, and gets "fetch
 * failed: other side closed" for a page that was never asked. Only requests
 * that change nothing are sent again, and only for that.
 */
export async function siteFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? "GET").toUpperCase();
  try {
    return await fetch(input, init);
  } catch (error) {
    if ((method !== "GET" && method !== "HEAD") || !isClosedConnection(error)) throw error;
    return fetch(input, init);
  }
}

/** Undici's words for a connection that ended under a request. */
function isClosedConnection(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return (
    error instanceof TypeError &&
    (code === "UND_ERR_SOCKET" || code === "ECONNRESET" || code === "EPIPE")
  );
}
