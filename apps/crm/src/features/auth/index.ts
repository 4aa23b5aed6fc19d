export { LoginPage } from "./components/login-page.tsx";
export { RegisterPage } from "./components/register-page.tsx";
export { useLogout } from "./api/logout.ts";
export { InvitePage } from "./components/invite-page.tsx";
