export * from "./field-rules";
export * from "./forms";
export * from "./rule-texts";
