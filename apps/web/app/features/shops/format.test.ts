import { describe, expect, it } from 'vitest';
import { openRequestsText } from './format';

describe('openRequestsText', () => {
  it('counts the open requests, one in the singular', () => {
    expect(openRequestsText({ openRequestCount: 0, openRequestCountCapped: false })).toBe('0 open requests');
    expect(openRequestsText({ openRequestCount: 1, openRequestCountCapped: false })).toBe('1 open request');
    expect(openRequestsText({ openRequestCount: 100, openRequestCountCapped: false })).toBe('100 open requests');
  });

  it('says there are more than the inbox shows when the count stopped there', () => {
    expect(openRequestsText({ openRequestCount: 100, openRequestCountCapped: true })).toBe('100+ open requests');
  });
});
