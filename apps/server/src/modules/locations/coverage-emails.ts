import { type Brand, type EmailContent, escapeHtml, greeting, layout, textFooter } from '../../adapters/email/index.ts';

/**
 * The coverage-gap forms' emails (docs/product/locations.md: what the forms promise is sent): the person who asked to be told
 * when shops join near their zip gets a confirmation at once and the news when a shop opens within reach; a
 * suggested shop goes to the support address, whose team contacts the shop.
 */
interface Parts {
  template: EmailContent['template'];
  subject: string;
  heading: string;
  firstName: string | null;
  sentences: string[];
  action?: { label: string; url: string };
  footnote: string;
}

function compose(brand: Brand, { template, subject, heading, firstName, sentences, action, footnote }: Parts): EmailContent {
  const hello = greeting(firstName);
  return {
    template,
    subject,
    html: layout({ brand, preheader: sentences[0]!, heading, paragraphs: [hello, ...sentences].map(escapeHtml), ...(action ? { action } : {}), footnote }),
    text: `${hello}\n\n${sentences.join('\n\n')}${action ? `\n\n${action.label}: ${action.url}` : ''}${textFooter(brand, footnote)}`,
  };
}

const why = (brand: Brand, zipcode: string) => `You received this email because you asked ${brand.brandName} to tell you when shops join near ${zipcode}.`;

export function coverageRequestedEmail(brand: Brand, input: { firstName: string; zipcode: string }): EmailContent {
  return compose(brand, {
    template: 'coverage-requested',
    subject: `We'll tell you when ${brand.brandName} reaches ${input.zipcode}`,
    heading: 'You are on the list',
    firstName: input.firstName,
    sentences: [
      `${brand.brandName} has no repair shops near ${input.zipcode} yet.`,
      `We will email you once, at this address, when a shop within reach of ${input.zipcode} joins. Until then you will hear nothing more from us.`,
    ],
    footnote: why(brand, input.zipcode),
  });
}

export function coverageOpenedEmail(brand: Brand, input: { firstName: string; zipcode: string }): EmailContent {
  return compose(brand, {
    template: 'coverage-opened',
    subject: `Repair shops near ${input.zipcode} are on ${brand.brandName} now`,
    heading: `${brand.brandName} is near you now`,
    firstName: input.firstName,
    sentences: [`Repair shops within reach of ${input.zipcode} have joined ${brand.brandName}: tell us what your car needs and compare their offers.`],
    action: { label: 'Get my estimates', url: brand.publicUrl },
    footnote: `${why(brand, input.zipcode)} This is the only email about it.`,
  });
}

export function shopSuggestedEmail(
  brand: Brand,
  input: { shopName: string; cityState: string; phoneNumber: string | null; shopEmail: string | null; notes: string | null },
): EmailContent {
  const details = [
    `Shop: ${input.shopName}`,
    `Where: ${input.cityState}`,
    `Phone: ${input.phoneNumber ?? 'not given'}`,
    `Email: ${input.shopEmail ?? 'not given'}`,
    `Notes: ${input.notes ?? 'none'}`,
  ];
  return compose(brand, {
    template: 'shop-suggested',
    subject: `Shop suggested: ${input.shopName} (${input.cityState})`,
    heading: 'A customer suggested a shop',
    firstName: null,
    sentences: [`Someone who could not be served asked for ${input.shopName} to join ${brand.brandName}; they were told a representative will contact the shop.`, ...details],
    footnote: `Sent to the support address (SUPPORT_EMAIL) by the Suggest a shop form.`,
  });
}
