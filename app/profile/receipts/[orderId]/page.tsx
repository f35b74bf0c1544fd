import { ReceiptPage } from "@/features/profile/server";

export const metadata = { title: "Receipt", robots: { index: false } };

export default ReceiptPage;
