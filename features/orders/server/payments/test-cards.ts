// Stripe's well-known test card numbers (docs.stripe.com/testing) and what each does on our test
// provider's checkout page.
export type CardOutcome = { ok: true } | { ok: false; declineCode: string; message: string };

const DECLINES: Record<string, { declineCode: string; message: string }> = {
  "4000000000000002": { declineCode: "generic_decline", message: "Your card was declined." },
  "4000000000009995": { declineCode: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000009987": { declineCode: "lost_card", message: "Your card was declined." },
  "4000000000009979": { declineCode: "stolen_card", message: "Your card was declined." },
  "4000000000000069": { declineCode: "expired_card", message: "Your card has expired." },
  "4000000000000127": { declineCode: "incorrect_cvc", message: "Your card's security code is incorrect." },
  "4000000000000119": { declineCode: "processing_error", message: "An error occurred while processing your card. Try again in a little bit." },
};

const SUCCEEDS = new Set(["4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "5200828282828210", "378282246310005", "6011111111111117"]);

/** null when the number is none of Stripe's test cards. */
export function cardOutcome(cardNumber: string): CardOutcome | null {
  if (SUCCEEDS.has(cardNumber)) return { ok: true };
  const decline = DECLINES[cardNumber];
  return decline ? { ok: false, ...decline } : null;
}
