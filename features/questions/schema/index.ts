// The question bank's schemas: what the forms, the importer and the handlers take (input.ts) and what
// the handlers answer (response.ts), one module for the rest of the feature.
export * from "./input";
export * from "./response";
