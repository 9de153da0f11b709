import { SHOP_APPLICATION_SERVICE_LABELS, type ShopApplication } from '@pitstop/contracts';
import { type Brand, type EmailContent, escapeHtml, inertText, layout, textFooter } from '../../adapters/email/index.ts';

/**
 * A shop's application, to the operations mailbox (SUPPORT_EMAIL, as a suggested shop is): what the shop said, for the
 * team that contacts it (docs/product/public-pages.md). Anyone can fill the form in, so what the shop typed is
 * carried inert — no live link in our own mailbox (ADR 047).
 */
export function shopApplicationEmail(brand: Brand, application: ShopApplication): EmailContent {
  const address = [application.addressLine1, application.addressLine2, `${application.addressCity}, ${application.addressState} ${application.addressZipcode}`]
    .filter(Boolean)
    .join(', ');
  const details = [
    `Shop: ${application.shopName}`,
    `Contact: ${application.contactFirstName} ${application.contactLastName}`,
    `Email: ${application.email}`,
    `Phone: ${application.phone}`,
    `Address: ${address}`,
    `Services: ${application.services.map((service) => SHOP_APPLICATION_SERVICE_LABELS[service]).join(', ')}`,
    `Service bays: ${application.bays}`,
    `Website: ${application.website ?? 'not given'}`,
    `Message: ${application.message ?? 'none'}`,
  ].map(inertText);
  const heading = 'A shop applied to join';
  const intro = `${inertText(application.shopName)} applied to join ${brand.brandName} on the shops' application page; they were told we will contact them.`;
  const footnote = 'Sent to the support address (SUPPORT_EMAIL) by the shops’ application form.';
  return {
    template: 'shop-application',
    subject: `Shop application: ${inertText(application.shopName)} (${application.addressCity}, ${application.addressState})`,
    html: layout({ brand, preheader: intro, heading, paragraphs: [intro, ...details].map(escapeHtml), footnote }),
    text: `${intro}\n\n${details.join('\n')}${textFooter(brand, footnote)}`,
  };
}
