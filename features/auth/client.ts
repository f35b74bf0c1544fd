// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { ForgotPasswordForm } from "./client/forgot-password-form";
export { LoginForm } from "./client/login-form";
export { NewPasswordFields } from "./client/new-password-fields";
export { PasswordInput } from "./client/password-input";
export { RegisterForm } from "./client/register-form";
export { VerifyEmail } from "./client/verify-email";
export { AuthCard } from "./client/auth-card";
export { SocialButtons } from "./client/social-buttons";
