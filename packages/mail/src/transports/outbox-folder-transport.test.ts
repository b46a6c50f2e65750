import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OutgoingMail } from "../outgoing-mail";
import { renderMail } from "../render-mail";
import { createMailTransport } from "./create-mail-transport";
import { createOutboxFolderTransport } from "./outbox-folder-transport";

const from = "Etalage <shop@etalage.localhost>";

function outgoing(firstname: string, messageId: string): OutgoingMail {
  const rendered = renderMail({
    template: "welcome",
    to: { address: "zoe@example.com", name: `${firstname} Çelik` },
    storeCode: "nl",
    origin: "https://shop.example",
    data: { firstname, lastname: "Çelik" },
  });
  return { ...rendered, messageId, date: new Date("2026-11-26T08:00:00Z") };
}

describe("the outbox folder transport", () => {
  let dir: string;
  beforeEach(async () => {
    dir = join(await mkdtemp(join(tmpdir(), "etalage-outbox-")), "outbox");
  });
  afterEach(() => rm(join(dir, ".."), { recursive: true, force: true }));

  it("writes each mail as an RFC 822 .eml with text and HTML parts and proper headers", async () => {
    const transport = createOutboxFolderTransport({ dir, from });
    await transport.send(outgoing("Zoë", "one@etalage.localhost"));
    await transport.close();

    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-000001-welcome-[0-9a-f]{4}\.eml$/);
    const raw = await readFile(join(dir, files[0]!));
    expect(raw.toString("latin1")).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw.toString("latin1")).toMatch(/^Subject: Welkom bij Etalage\r$/m);

    const parsed = await simpleParser(raw);
    expect(parsed.from?.text).toBe('"Etalage" <shop@etalage.localhost>');
    expect(parsed.from?.value).toEqual([{ name: "Etalage", address: "shop@etalage.localhost" }]);
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    expect(to?.value).toEqual([{ name: "Zoë Çelik", address: "zoe@example.com" }]);
    expect(parsed.subject).toBe("Welkom bij Etalage");
    expect(parsed.messageId).toBe("<one@etalage.localhost>");
    expect(parsed.date?.toISOString()).toBe("2026-11-26T08:00:00.000Z");
    expect(parsed.text).toContain("Hallo Zoë,");
    expect(parsed.text).toContain("Welkom bij Etalage, Zoë Çelik.");
    expect(parsed.html).toContain("Hallo Zoë,");
    expect(parsed.html).toContain('href="https://shop.example/"');
  });

  it("is the transport when no SMTP_URL is set", async () => {
    const transport = createMailTransport({ from, outboxDir: dir });
    expect(transport.kind).toBe("outbox");
    await transport.send(outgoing("Zoë", "three@etalage.localhost"));
    expect(await readdir(dir)).toHaveLength(1);
  });

  it("encodes a subject with characters beyond ASCII as UTF-8", async () => {
    const transport = createOutboxFolderTransport({ dir, from });
    await transport.send({ ...outgoing("Zoë", "two@etalage.localhost"), subject: "Één mail" });
    const [file] = await readdir(dir);
    const raw = await readFile(join(dir, file!), "latin1");
    expect(raw).toMatch(/^Subject: =\?UTF-8\?[QB]\?/m);
    expect((await simpleParser(raw)).subject).toBe("Één mail");
  });

  it("names the files so they sort newest last, leaving no partial files behind", async () => {
    const transport = createOutboxFolderTransport({ dir, from });
    for (const name of ["Eerste", "Tweede", "Derde"]) {
      await transport.send(outgoing(name, `${name}@etalage.localhost`));
    }
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(3);
    const firstnames = await Promise.all(
      files.map(async (file) => (await simpleParser(await readFile(join(dir, file)))).text),
    );
    expect(firstnames.map((text) => text?.split(",")[0])).toEqual([
      "Hallo Eerste",
      "Hallo Tweede",
      "Hallo Derde",
    ]);
  });
});
