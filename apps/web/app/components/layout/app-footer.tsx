import { Link, href } from 'react-router';
import type { ReactNode } from 'react';
import { brandPageHref } from '~/lib/brand-page-href';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { usePartnerFrame } from '~/lib/route-handle';
import classes from './app-layout.module.css';
import { GUEST_NAV_ITEMS } from './logged-out-nav';
import { Logo } from './logo';

export const ZIP_DATA_LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';

/** The brand's footer links, by whom they are for (docs/product/public-pages.md). */
function footerColumns(brand: string, brandSlug: string) {
  return [
    {
      title: 'Car owners',
      links: [
        { label: 'How it works', to: `${href('/')}#how-it-works` },
        { label: `${brand} Plus`, to: brandPageHref('plus', brandSlug) },
        { label: 'Auto repair near you', to: href('/auto-repair') },
        { label: 'Repair costs', to: href('/repair-cost') },
        { label: 'Maintenance schedules', to: href('/maintenance-schedule') },
        { label: 'Reviews', to: href('/reviews') },
        { label: 'FAQ', to: brandPageHref('faq', brandSlug) },
        { label: 'Peace of mind', to: href('/peace-of-mind') },
      ],
    },
    {
      title: 'Shops',
      links: [
        { label: `${brand} for shops`, to: href('/automotive-service-professionals') },
        { label: 'Apply to join', to: href('/automotive-service-professionals/apply') },
        { label: 'Shop FAQ', to: href('/asp-faq') },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: `Partner with ${brand}`, to: brandPageHref('partner', brandSlug) },
        { label: 'Trust and safety', to: href('/trust-and-saftey') },
        { label: 'Help', to: href('/contact-us') },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Terms of service', to: href('/tos') },
        { label: 'Privacy policy', to: href('/privacy-policy') },
        { label: 'Copyright', to: href('/copyright') },
      ],
    },
  ];
}

const LINK = { className: 'mantine-focus-auto', 'data-footer': 'link' } as const;

const FooterLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link to={to} {...LINK}>
    {children}
  </Link>
);

/**
 * The footer: brand, links to pages that exist, the copyright notice and the ZIP data credit (CC BY 4.0). On a
 * white-label partner's pages its own copyright notice, member services phone and legal links replace the brand's,
 * and the brand's name is not shown (ADR 060). Plain elements in the look Mantine's gave it (app-layout.module.css):
 * every page renders the footer on the server (ADR 076).
 */
export function AppFooter() {
  const { brandName: brand, brandSlug } = useRuntimeConfig();
  const partner = usePartnerFrame()?.whiteLabel;
  const year = new Date().getFullYear();
  const phone = partner?.memberServicesPhone;
  return (
    <footer className={classes.footer}>
      <div data-footer="container">
        <div data-footer="top">
          <div data-footer="about">
            <Logo size={26} />
            <p>
              {partner ? `${partner.plusBranding}: member prices from local auto shops.` : 'Upfront offers from local auto shops. Compare, book and pay online.'}
            </p>
          </div>
          {partner ? (
            <nav aria-label="Footer">
              <FooterLink to={href('/')}>Home</FooterLink>
              {GUEST_NAV_ITEMS.map((item) => (
                <FooterLink key={item.to} to={item.to}>
                  {item.label}
                </FooterLink>
              ))}
              {partner.termsAndConditions && (
                <a href={partner.termsAndConditions} {...LINK}>
                  Terms and conditions
                </a>
              )}
              {partner.privacyPolicy && (
                <a href={partner.privacyPolicy} {...LINK}>
                  Privacy policy
                </a>
              )}
            </nav>
          ) : (
            <nav aria-label="Footer" data-footer="columns">
              {footerColumns(brand, brandSlug).map((column) => (
                <div key={column.title} data-footer="column">
                  <p data-footer="title">{column.title}</p>
                  {column.links.map((link) => (
                    <FooterLink key={link.to} to={link.to}>
                      {link.label}
                    </FooterLink>
                  ))}
                </div>
              ))}
            </nav>
          )}
        </div>
        <hr />
        <div data-footer="notes">
          <p>
            {/* A page cached across New Year renders last year's number on the server: not an error. */}
            <span suppressHydrationWarning>{partner ? partner.copyrightNotice : `© ${year} ${brand}. All rights reserved.`}</span>
          </p>
          {phone && (
            <p>
              {partner.memberServices}:{' '}
              <a href={`tel:+1${phone.number}`} {...LINK} data-underline="always">
                {phone.formatted}
              </a>
            </p>
          )}
          <p data-footer="small">
            ZIP code data: GeoNames, licensed{' '}
            <a href={ZIP_DATA_LICENSE_URL} target="_blank" rel="noopener noreferrer license" {...LINK} data-underline="always">
              CC BY 4.0
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
