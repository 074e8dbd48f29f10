/**
 * What other features may use of the sign-in area: the data-policy consent (spec document 1 §5), which the
 * imported-user sign-up (`register`) asks for as sign-in and registration do.
 */
export { DataPolicyConsent } from './components/DataPolicyConsent';
