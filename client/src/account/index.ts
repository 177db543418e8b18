// What other features use of the account: the sign-in rules and hooks. Its page frame (the garage
// page is an account page too) is imported from './account-page' itself: through this module the
// header, which signs in and out, would load it on every page.
export { loginErrors, type LoginValues } from './login-rules';
export { useSignIn } from './use-sign-in';
export { useSignOut } from './use-sign-out';
