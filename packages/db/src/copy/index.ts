export { CopyRefused } from "./copy-refused";
export { type CopyOptions, type CopyReport, copyShopData } from "./copy-shop-data";
