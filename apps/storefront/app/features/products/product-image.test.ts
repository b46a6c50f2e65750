import { describe, expect, it } from "vitest";
import { CARD_IMAGE, hasImage, imageUrl, responsiveImage } from "./product-image";

describe("product pictures", () => {
  it("asks the image service for a resized picture of the document's image path", () => {
    expect(imageUrl("catalog/dress/b22222/1.svg", 330, 445)).toBe(
      "/img/330/445/resize/catalog/dress/b22222/1.svg",
    );
  });

  it("drops a leading slash of Magento-style image paths", () => {
    expect(imageUrl("/a/b/ab.jpg", 210, 300)).toBe("/img/210/300/resize/a/b/ab.jpg");
  });

  it("offers the 330×445 card picture and its 660×890 rendition for 2× screens", () => {
    expect(responsiveImage("catalog/x.svg", CARD_IMAGE)).toEqual({
      src: "/img/330/445/resize/catalog/x.svg",
      srcSet: "/img/330/445/resize/catalog/x.svg 330w, /img/660/890/resize/catalog/x.svg 660w",
    });
  });

  it("treats an empty image or no_selection as no picture", () => {
    expect(hasImage("")).toBe(false);
    expect(hasImage("no_selection")).toBe(false);
    expect(hasImage("catalog/x.svg")).toBe(true);
  });
});
