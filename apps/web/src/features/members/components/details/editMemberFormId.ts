/** The id of the member edit's form, which the modal's footer button submits. */
export const EDIT_MEMBER_FORM = 'edit-member-form';
