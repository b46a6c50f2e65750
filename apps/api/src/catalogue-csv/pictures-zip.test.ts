import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { PicturesZip, pathInside } from "./pictures-zip";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("a zip of pictures for the catalogue import", () => {
  it("finds a picture by the CSV's path, also under the zip's one top folder", async () => {
    const zip = await PicturesZip.read(
      zipSync({ "fotos/jurk.jpg": bytes("a"), "fotos/sub/blouse.png": bytes("b") }),
      "fotos.zip",
    );
    expect(zip.find("jurk.jpg")).toEqual({ bytes: bytes("a"), tooLarge: false });
    expect(zip.find("/sub/blouse.png")).toEqual({ bytes: bytes("b"), tooLarge: false });
    expect(zip.find("fotos/jurk.jpg")).toEqual({ bytes: bytes("a"), tooLarge: false });
    expect(zip.find("rok.jpg")).toBeNull();
  });

  it("looks under no folder when the zip's files are in more than one", async () => {
    const zip = await PicturesZip.read(
      zipSync({ "a/jurk.jpg": bytes("a"), "b/jurk.jpg": bytes("b") }),
      "fotos.zip",
    );
    expect(zip.find("jurk.jpg")).toBeNull();
    expect(zip.find("b/jurk.jpg")).toEqual({ bytes: bytes("b"), tooLarge: false });
  });

  it("never lets a name leave the zip, in the CSV or in the zip", async () => {
    const zip = await PicturesZip.read(
      zipSync({ "../geheim.jpg": bytes("x"), "jurk.jpg": bytes("a") }),
      "fotos.zip",
    );
    expect(zip.find("../geheim.jpg")).toBeNull();
    expect(zip.find("geheim.jpg")).toBeNull();
    expect(zip.find("x/../../jurk.jpg")).toBeNull();
    expect(zip.find("x/../jurk.jpg")).toEqual({ bytes: bytes("a"), tooLarge: false });
    expect(pathInside("..\\geheim.jpg")).toBeNull();
    expect(pathInside("__MACOSX/._jurk.jpg")).toBeNull();
    expect(pathInside("map/")).toBeNull();
  });

  it("keeps a file not named as a picture apart, unread", async () => {
    const zip = await PicturesZip.read(zipSync({ "lees-mij.txt": bytes("hoi") }), "fotos.zip");
    expect(zip.find("lees-mij.txt")).toBe("not a picture");
  });

  it("refuses bytes that are no zip with 400, naming the file", async () => {
    await expect(PicturesZip.read(bytes("geen zip"), "lente.zip")).rejects.toMatchObject({
      status: 400,
      texts: {
        nl: '"lente.zip" is geen leesbaar zip-bestand',
        en: '"lente.zip" is not a readable zip file',
      },
    });
  });
});
