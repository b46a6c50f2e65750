export * from "./catalogue-index";
