export * from "./catalogue-forms";
export * from "./order-forms";
export * from "./rule-texts";
export * from "./staff-forms";
