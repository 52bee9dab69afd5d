// Smart document import, without routes: read an uploaded file (readDocument), then extract portfolio items
// from it (extractPortfolioItems). POST /api/documents/upload is meant to be exactly these two calls.
export { readDocument, type DocumentKind, type ReadDocument } from "./read-document";
export { extractPortfolioItems } from "./extract";
export { ImportError, type ImportErrorCode } from "./errors";
