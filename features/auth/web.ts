// The feature's door for server code that uses Next (the password pages' body): pages import it;
// data code never does.
export { PasswordTokenPage } from "./web/password-token-page";
export { EmailChangePage } from "./web/email-change-page";
export { RegisterPage } from "./web/register-page";
