import { Anchor, Box, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { Link, href } from 'react-router';
import type { ReactNode } from 'react';
import { brandPageHref } from '~/lib/brand-page-href';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { usePartnerFrame } from '~/lib/route-handle';
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

const FooterLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Anchor component={Link} to={to} size="sm" c="dark.6">
    {children}
  </Anchor>
);

/**
 * The footer: brand, links to pages that exist, the copyright notice and the ZIP data credit (CC BY 4.0). On a
 * white-label partner's pages its own copyright notice, member services phone and legal links replace the brand's,
 * and the brand's name is not shown (ADR 060).
 */
export function AppFooter() {
  const { brandName: brand, brandSlug } = useRuntimeConfig();
  const partner = usePartnerFrame()?.whiteLabel;
  const year = new Date().getFullYear();
  const phone = partner?.memberServicesPhone;
  return (
    <Box component="footer" bg="gray.0" py="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6} maw={360}>
            <Logo size={26} />
            <Text size="sm" c="dimmed">
              {partner ? `${partner.plusBranding}: member prices from local auto shops.` : 'Upfront offers from local auto shops. Compare, book and pay online.'}
            </Text>
          </Stack>
          {partner ? (
            <Group component="nav" aria-label="Footer" gap="lg">
              <FooterLink to={href('/')}>Home</FooterLink>
              {GUEST_NAV_ITEMS.map((item) => (
                <FooterLink key={item.to} to={item.to}>
                  {item.label}
                </FooterLink>
              ))}
              {partner.termsAndConditions && (
                <Anchor href={partner.termsAndConditions} size="sm" c="dark.6">
                  Terms and conditions
                </Anchor>
              )}
              {partner.privacyPolicy && (
                <Anchor href={partner.privacyPolicy} size="sm" c="dark.6">
                  Privacy policy
                </Anchor>
              )}
            </Group>
          ) : (
            <Group component="nav" aria-label="Footer" align="flex-start" gap={40}>
              {footerColumns(brand, brandSlug).map((column) => (
                <Stack key={column.title} gap={6} miw={150}>
                  <Text size="sm" fw={700} c="dark.7">
                    {column.title}
                  </Text>
                  {column.links.map((link) => (
                    <FooterLink key={link.to} to={link.to}>
                      {link.label}
                    </FooterLink>
                  ))}
                </Stack>
              ))}
            </Group>
          )}
        </Group>
        <Divider my="lg" />
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {/* A page cached across New Year renders last year's number on the server: not an error. */}
            <span suppressHydrationWarning>{partner ? partner.copyrightNotice : `© ${year} ${brand}. All rights reserved.`}</span>
          </Text>
          {phone && (
            <Text size="sm" c="dimmed">
              {partner.memberServices}:{' '}
              <Anchor href={`tel:+1${phone.number}`} size="sm" c="dark.6" underline="always">
                {phone.formatted}
              </Anchor>
            </Text>
          )}
          <Text size="xs" c="dimmed">
            ZIP code data: GeoNames, licensed{' '}
            <Anchor href={ZIP_DATA_LICENSE_URL} target="_blank" rel="noopener noreferrer license" size="xs" c="dark.6" underline="always">
              CC BY 4.0
            </Anchor>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
