import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { FACEBOOK_GRAPH_ORIGIN, pageCsp, pageOrigins } from './security.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };

describe('the page policy (pageCsp)', () => {
  it('lets pages call this origin only, by default', () => {
    expect(pageCsp('n0nce')).toContain("connect-src 'self';");
  });

  it("adds Facebook's Graph API when Facebook Login is configured (the sign-in callback reads the person's id there)", () => {
    expect(pageCsp('n0nce', { connect: [FACEBOOK_GRAPH_ORIGIN] })).toContain("connect-src 'self' https://graph.facebook.com;");
  });

  it('allows exactly the origins Stripe documents for Stripe.js, Elements and 3-D Secure when Stripe keys are set', () => {
    const policy = pageCsp('n0nce', pageOrigins(loadConfig({ NODE_ENV: 'test', ...STRIPE_KEYS })));
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' https://js.stripe.com https://*.js.stripe.com");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    // Nothing else widens: images, styles, fonts and the rest stay as they are without Stripe.
    const without = pageCsp('n0nce', pageOrigins(loadConfig({ NODE_ENV: 'test' })));
    for (const name of ['default-src', 'style-src', 'img-src', 'font-src', 'frame-ancestors', 'base-uri', 'form-action', 'object-src']) {
      expect(directive(policy, name), name).toBe(directive(without, name));
    }
  });

  it('names no Stripe origin without Stripe keys (the sandbox runs on this server)', () => {
    const policy = pageCsp('n0nce', pageOrigins(loadConfig({ NODE_ENV: 'test' })));
    expect(policy).not.toContain('stripe');
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n0nce'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
  });

  it("lets inline style elements apply: 'unsafe-inline' with no nonce or hash in style-src (ADR 075)", () => {
    // A nonce or hash would switch 'unsafe-inline' off, refusing what carries neither: Mantine's style attributes and
    // <style> elements, and the scroll lock of modals and drawers. Public pages' stylesheets are inline <style>s.
    expect(directive(pageCsp('n0nce'), 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(pageCsp('n0nce')).not.toMatch(/style-src[^;]*'(nonce|sha256|sha384|sha512)-/);
  });

  it('keeps Facebook beside Stripe when both are configured', () => {
    const policy = pageCsp('n0nce', pageOrigins(loadConfig({ NODE_ENV: 'test', ...STRIPE_KEYS, FACEBOOK_APP_ID: '123' })));
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${FACEBOOK_GRAPH_ORIGIN} https://api.stripe.com`);
  });
});
