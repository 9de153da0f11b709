import { describe, expect, it } from 'vitest';
import { FACEBOOK_GRAPH_ORIGIN, pageCsp } from './security.ts';

describe('the page policy (pageCsp)', () => {
  it('lets pages call this origin only, by default', () => {
    expect(pageCsp('n0nce')).toContain("connect-src 'self';");
  });

  it("adds Facebook's Graph API when Facebook Login is configured (the sign-in callback reads the person's id there)", () => {
    expect(pageCsp('n0nce', [FACEBOOK_GRAPH_ORIGIN])).toContain("connect-src 'self' https://graph.facebook.com;");
  });
});
