// What other features use of the account: the sign-in rules and hooks, and the account pages' frame
// (the garage page is an account page too).
export { loginErrors, type LoginValues } from './login-rules';
export { useSignIn } from './use-sign-in';
export { useSignOut } from './use-sign-out';
export { AccountPage, useSignedIn } from './account-page';
