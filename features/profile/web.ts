// The feature's door for server code bound to Next (pages' bodies): the app imports it; data code never does.
export { ReceiptPage } from "./web/receipt-page";
