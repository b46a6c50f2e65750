export * from "./cart";
export * from "./catalogue";
export * from "./checkout";
export * from "./customers";
export * from "./search-index";
export * from "./url-map";
