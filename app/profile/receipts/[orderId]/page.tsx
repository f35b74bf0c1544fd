import { ReceiptPage } from "@/features/profile/web";

export const metadata = { title: "Receipt", robots: { index: false } };

export default ReceiptPage;
