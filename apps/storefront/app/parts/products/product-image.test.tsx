// @vitest-environment happy-dom
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { isPictureSize, PICTURE_SIZES, type PictureSizeName } from "@etalage/contracts";
import { describe, expect, it } from "vitest";
import { BannerImage, type BannerPicture } from "../../features/home/banner-image";
import { renderAt } from "../../test-support/render";
import { CARD_IMAGE, hasImage, imageUrl, pictureSrcSet, responsiveImage } from "./product-image";

/** Whether `/img/{w}/{h}/{mode}/…` asks for a size of the shop's list. */
function inList(url: string): boolean {
  const m = /^\/img\/(\d+)\/(\d+)\/(\w+)\//.exec(url);
  return m !== null && isPictureSize(Number(m[1]), Number(m[2]), m[3] ?? "");
}
const srcSetUrls = (srcSet: string) => srcSet.split(", ").map((entry) => entry.split(" ")[0] ?? "");

describe("product pictures", () => {
  it("asks the image service for a resized picture of the document's image path", () => {
    expect(imageUrl("catalog/dress/b22222/1.svg", "card")).toBe(
      "/img/330/445/resize/catalog/dress/b22222/1.svg",
    );
  });

  it("drops a leading slash of Magento-style image paths", () => {
    expect(imageUrl("/a/b/ab.jpg", "cart")).toBe("/img/210/300/resize/a/b/ab.jpg");
  });

  it("offers the 330×445 card picture and its 660×890 rendition for 2× screens", () => {
    expect(CARD_IMAGE).toMatchObject({ width: 330, height: 445 });
    expect(responsiveImage("catalog/x.svg", "card", "card2x")).toEqual({
      src: "/img/330/445/resize/catalog/x.svg",
      srcSet: "/img/330/445/resize/catalog/x.svg 330w, /img/660/890/resize/catalog/x.svg 660w",
    });
  });

  it("asks only for sizes of the list the image service renders", () => {
    const names = Object.keys(PICTURE_SIZES) as PictureSizeName[];
    for (const name of names) expect(inList(imageUrl("catalog/x.svg", name)), name).toBe(true);
    const srcSet = srcSetUrls(pictureSrcSet("catalog/x.svg", names));
    expect(srcSet).toHaveLength(names.length);
    expect(srcSet.every(inList)).toBe(true);
  });

  it("gives every banner a full and a half rendition from the list", async () => {
    const pictures: BannerPicture[] = [
      "headImage",
      "hero",
      "bannerWide",
      "bannerSquare",
      "bannerPortrait",
    ];
    for (const picture of pictures) {
      const view = await renderAt(
        "/",
        <BannerImage image="banners/a.jpg" picture={picture} sizes="100vw" />,
      );
      const img = view.querySelector("img");
      const urls = [
        img?.getAttribute("src") ?? "",
        ...srcSetUrls(img?.getAttribute("srcset") ?? ""),
      ];
      expect(urls).toHaveLength(3);
      expect(
        urls.filter((url) => !inList(url)),
        picture,
      ).toEqual([]);
    }
  });

  it("is the only place of the storefront that writes an /img address", async () => {
    const app = join(import.meta.dirname, "../..");
    const files = (await readdir(app, { recursive: true })).filter(
      (file) =>
        /\.tsx?$/.test(file) && !file.includes(".test.") && !file.endsWith("product-image.ts"),
    );
    const writers: string[] = [];
    for (const file of files) {
      if (/["'`]\/img\/(\d|\$\{)/.test(await readFile(join(app, file), "utf8"))) writers.push(file);
    }
    expect(writers).toEqual([]);
  });

  it("treats an empty image or no_selection as no picture", () => {
    expect(hasImage("")).toBe(false);
    expect(hasImage("no_selection")).toBe(false);
    expect(hasImage("catalog/x.svg")).toBe(true);
  });
});
