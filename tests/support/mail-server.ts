import { type AddressInfo, createServer, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export interface MailServer {
  url: string;
  /** Each message as received, headers and body. */
  received: string[];
  close: () => Promise<void>;
}

/**
 * A mail server on loopback that keeps what it receives. `refuse`: that many
 * messages are answered 451 (try again later) first. `answerDataAfterMs`: it
 * takes that long to answer the end of DATA (a slow or busy server, which
 * RFC 5321 4.5.3.2.6 lets take up to 10 minutes).
 */
export async function startMailServer(
  options: { refuse?: number; answerDataAfterMs?: number } = {},
): Promise<MailServer> {
  const received: string[] = [];
  let refused = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let text = "";
      stream.on("data", (chunk: Buffer) => {
        text += chunk.toString("utf8");
      });
      stream.on("end", () => {
        setTimeout(() => {
          if (refused < (options.refuse ?? 0)) {
            refused++;
            callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
            return;
          }
          received.push(text);
          callback();
        }, options.answerDataAfterMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/**
 * A mail server that takes a message and then never finishes answering it:
 * a "250-" continuation line every `intervalMs`, for ever. No inactivity
 * timeout ever fires on it; only a deadline for the whole attempt ends it.
 */
export async function startTricklingMailServer(intervalMs: number): Promise<MailServer> {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    let buffer = "";
    let isInData = false;
    let message = "";
    let trickle: NodeJS.Timeout | undefined;
    socket.on("close", () => {
      clearInterval(trickle);
      sockets.delete(socket);
    });
    socket.on("error", () => {});
    socket.write("220 trickle.example ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (isInData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          message += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          isInData = false;
          received.push(message);
          trickle = setInterval(() => socket.write("250-still working on it\r\n"), intervalMs);
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith("EHLO")) socket.write("250-trickle.example\r\n250 8BITMIME\r\n");
        else if (line.startsWith("DATA")) {
          isInData = true;
          message = "";
          socket.write("354 go ahead\r\n");
        } else if (line.startsWith("QUIT")) socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
