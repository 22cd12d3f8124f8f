/**
 * SIGTERM, SIGINT or SIGHUP (a closed terminal, `kill -HUP`) stop the server gracefully: `close`
 * finishes the requests in flight and closes the rest (the site, the mailers, the store), then the
 * process exits. A second signal exits at once; a stop that takes longer than 18 s exits with
 * status 1, never cut off mid-enquiry before that.
 */
export function stopGracefullyOnSignals(close: () => Promise<void>): void {
  let isStopping = false;
  async function stop(signal: NodeJS.Signals) {
    if (isStopping) {
      console.log(`${signal} again: exiting now`);
      process.exit(1);
    }
    isStopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping`);
    // Held until the store is closed: with nothing else left to wait for (a request stuck on its
    // body has no timer of its own), Node would otherwise end the process half-way and skip the
    // close.
    const deadline = setTimeout(() => {
      console.error(`${signal}: not stopped within 18 s; exiting`);
      process.exit(1);
    }, 18_000);
    await close();
    clearTimeout(deadline);
    console.log("Stopped");
    process.exit(0);
  }
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, stop);
}
