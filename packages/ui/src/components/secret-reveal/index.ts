export { SecretReveal, type SecretRevealProps } from "./secret-reveal";
