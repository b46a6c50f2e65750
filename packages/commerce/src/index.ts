export * from "./cart";
export * from "./catalogue";
export * from "./checkout";
export * from "./contact";
export * from "./customers";
export * from "./newsletter";
export * from "./search-index";
export * from "./url-map";
