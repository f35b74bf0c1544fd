// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { catalogMetadata, CatalogView } from "./client/catalog-view";
export { CATALOG_TAG } from "./server/catalog";
