/**
 * What other features may use of the sign-in area: the data-policy consent (spec document 1 §5), which the
 * imported-user sign-up (`register`) and the invitation page ask for as sign-in and registration do, and the sign-in
 * sequence, with which the invitation page signs its new user in to the app when they continue in the browser.
 */
export { DataPolicyConsent } from './components/DataPolicyConsent';
export { completeSignIn } from './completeSignIn';
