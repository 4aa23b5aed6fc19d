export { VerificationCodeButton, type VerificationCodeButtonProps } from "./verification-code-button";
