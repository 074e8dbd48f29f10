/**
 * What other features may use of the sign-in area: the data-policy consent (spec document 1 §5), which the
 * imported-user sign-up (`register`) and the invitation page ask for as sign-in and registration do; the fields of
 * their forms that are /create's and a sign-in's (an account, an existing login, a child); and the sign-in
 * sequence, with which the invitation page signs its new user in to the app when they continue in the browser.
 */
export { AccountFields, emptyRegisterForm, registerFields } from './components/AccountFields';
export { ChildFields } from './components/ChildFields';
export { DataPolicyField } from './components/DataPolicyField';
export { LoginFields } from './components/LoginFields';
export { completeSignIn } from './completeSignIn';
