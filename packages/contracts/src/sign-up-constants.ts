/**
 * The sign-up form's constants (button text, SMS disclaimer, delivery companies). A
 * module of their own, imported directly by the forms that use them: constants.ts is read by every page's frame
 * (the store's key and version), and whatever a module keeps goes where that module goes.
 */
export const SIGN_UP_BUTTON_TEXT = 'Create my free account';
export const SMS_DISCLAIMER =
  'By checking this box you agree to receive text messages. Text STOP to cancel. Message and data rates may apply.';
export const OTHER_COMPANY_PLACEHOLDER = 'Enter company name(s) here';
export const DUPLICATE_ENTRY_TEXT = 'Duplicate entry';
export const DELIVERY_COMPANIES = [
  'Uber Eats',
  'DoorDash',
  'Amazon Flex',
  'Grubhub',
  'Instacart',
  'Shipt',
  'Gopuff',
  'Postmates',
  'Favor Delivery',
  'UPS',
  'Bite Squad',
] as const;
/** Programs whose sign-up preselects their own company. */
export const PROGRAM_PRESELECTED_COMPANY: Record<string, string> = {
  'amazon-flex': 'Amazon Flex',
  gopuff: 'Gopuff',
};
