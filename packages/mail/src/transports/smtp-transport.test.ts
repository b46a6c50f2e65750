import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMail } from "../render-mail";
import { createMailTransport } from "./create-mail-transport";

interface Received {
  user: string | undefined;
  from: string;
  to: string[];
  raw: Buffer;
}

describe("the SMTP transport", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    // A real SMTP server on loopback, standing in for the shop's relay.
    server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "winkel" && auth.password === "geheim") {
          callback(null, { user: auth.username });
        } else {
          callback(new Error("Invalid username or password"));
        }
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            user: session.user,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const mail = () => ({
    ...renderMail({
      template: "password-changed",
      to: { address: "anna@example.com", name: "Anna" },
      storeCode: "en",
      origin: "https://shop.example",
      data: { firstname: "Anna" },
    }),
    messageId: "smtp-1@etalage.localhost",
    date: new Date(),
  });

  it("hands a mail to the relay of SMTP_URL, logged in with its user and password", async () => {
    const transport = createMailTransport({
      from: "Etalage <shop@etalage.localhost>",
      smtpUrl: `smtp://winkel:geheim@127.0.0.1:${port}`,
      outboxDir: "/nonexistent/outbox",
    });
    expect(transport.kind).toBe("smtp");
    await transport.send(mail());
    await transport.close();

    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery).toMatchObject({
      user: "winkel",
      from: "shop@etalage.localhost",
      to: ["anna@example.com"],
    });
    const parsed = await simpleParser(delivery!.raw);
    expect(parsed.subject).toBe("Your password was changed");
    expect(parsed.messageId).toBe("<smtp-1@etalage.localhost>");
    expect(parsed.text).toContain("Hello Anna,");
    expect(parsed.html).toContain("Hello Anna,");
  });

  it("fails the send when the relay refuses the login, so the outbox can retry it", async () => {
    const transport = createMailTransport({
      from: "Etalage <shop@etalage.localhost>",
      smtpUrl: `smtp://winkel:fout@127.0.0.1:${port}`,
      outboxDir: "/nonexistent/outbox",
    });
    await expect(transport.send(mail())).rejects.toThrow(/Invalid username or password/);
    await transport.close();
  });
});
