import { describe, expect, it } from "vitest";
import { STORE_VIEWS } from "../store";
import { otherStoreCode, pathWithinStore, storePath, storeViewFromPath } from "./store-prefix";

describe("store view from a path", () => {
  it("resolves /en/c/dresses to the English store view", () => {
    expect(storeViewFromPath("/en/c/dresses").storeCode).toBe("en");
  });

  it("resolves /en itself to the English store view", () => {
    expect(storeViewFromPath("/en").storeCode).toBe("en");
  });

  it("resolves paths without a store prefix to the default Dutch store view", () => {
    expect(storeViewFromPath("/").storeCode).toBe("nl");
    expect(storeViewFromPath("/c/jurken").storeCode).toBe("nl");
  });

  it("does not mistake a path that merely starts with 'en' for the English store", () => {
    expect(storeViewFromPath("/english-tea").storeCode).toBe("nl");
    expect(storeViewFromPath("/c/en").storeCode).toBe("nl");
  });
});

describe("store paths", () => {
  it("prefixes shop paths with the store's url prefix", () => {
    expect(storePath(STORE_VIEWS.en, "/c/dresses")).toBe("/en/c/dresses");
    expect(storePath(STORE_VIEWS.nl, "/c/jurken")).toBe("/c/jurken");
  });

  it("gives each store's home page", () => {
    expect(storePath(STORE_VIEWS.nl, "/")).toBe("/");
    expect(storePath(STORE_VIEWS.en, "/")).toBe("/en");
  });

  it("strips the store prefix from a path", () => {
    expect(pathWithinStore("/en/about-us")).toBe("/about-us");
    expect(pathWithinStore("/en")).toBe("/");
    expect(pathWithinStore("/about-us")).toBe("/about-us");
  });

  it("names the other store view for the language switcher", () => {
    expect(otherStoreCode("nl")).toBe("en");
    expect(otherStoreCode("en")).toBe("nl");
  });
});
