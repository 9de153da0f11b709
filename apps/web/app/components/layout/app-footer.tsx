import { Anchor, Box, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { Link, href } from 'react-router';
import { useBrandName } from '~/lib/runtime-config';
import { usePartnerFrame } from '~/lib/route-handle';
import { GUEST_NAV_ITEMS } from './logged-out-nav';
import { Logo } from './logo';

export const ZIP_DATA_LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';

/**
 * The footer: brand, links to pages that exist, the copyright notice and the ZIP data credit (CC BY 4.0). On a
 * white-label partner's pages its own copyright notice, member services phone and legal links replace the brand's,
 * and the brand's name is not shown (ADR 060).
 */
export function AppFooter() {
  const brand = useBrandName();
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
          <Group component="nav" aria-label="Footer" gap="lg">
            <Anchor component={Link} to={href('/')} size="sm" c="dark.6">
              Home
            </Anchor>
            {GUEST_NAV_ITEMS.map((item) => (
              <Anchor key={item.to} component={Link} to={item.to} size="sm" c="dark.6">
                {item.label}
              </Anchor>
            ))}
            {partner?.termsAndConditions && (
              <Anchor href={partner.termsAndConditions} size="sm" c="dark.6">
                Terms and conditions
              </Anchor>
            )}
            {partner?.privacyPolicy && (
              <Anchor href={partner.privacyPolicy} size="sm" c="dark.6">
                Privacy policy
              </Anchor>
            )}
          </Group>
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
