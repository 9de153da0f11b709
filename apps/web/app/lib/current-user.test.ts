import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/fixtures';
import { welcomeText } from './current-user';

describe('welcome alert text', () => {
  it('names the unread messages on every load', () => {
    const profile = makeProfile({ firstName: 'Ada', unreadCount: 3 });
    expect(welcomeText(profile, false)).toBe('Welcome back Ada. You have 3 new messages.');
    expect(welcomeText(profile, true)).toBe('Welcome back Ada. You have 3 new messages.');
    expect(welcomeText(makeProfile({ firstName: 'Ada', unreadCount: 1 }), true)).toBe('Welcome back Ada. You have 1 new messages.');
  });

  it('greets once when there is nothing unread', () => {
    const profile = makeProfile({ firstName: 'Ada', unreadCount: 0 });
    expect(welcomeText(profile, false)).toBe('Welcome back Ada.');
    expect(welcomeText(profile, true)).toBeNull();
  });
});
