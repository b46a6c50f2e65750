export * from "./cart";
export * from "./catalogue-documents";
export * from "./catalogue-seed";
export * from "./default-text-query";
export * from "./envelope";
export * from "./es";
export * from "./order";
export * from "./store";
