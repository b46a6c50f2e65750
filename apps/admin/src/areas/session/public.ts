/** Logging in and the member's own profile, as the router sees them. */
export { LoginPage } from "./login-page";
export { ProfilePage } from "./profile-page";
