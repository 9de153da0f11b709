/** The coverage-gap texts (docs/product/locations.md), word for word, with the brand filled in. */
export const BUMMER_TITLE = 'Bummer';
export const notAvailableText = (brand: string) => `${brand} isn't available in your location yet.`;
export const notifySuccessText = (email: string, brand: string) =>
  `We will notify you at ${email} when nearby shops join ${brand}.`;
export const alreadyRequestedText = (brand: string) => `You’ve already requested ${brand} service coverage notifications.`;
/** Spec: "a thank-you text saying a representative will contact the shop". */
export const suggestThanksText = (shopName: string, brand: string) =>
  `Thank you for suggesting ${shopName}! A ${brand} representative will contact the shop.`;
