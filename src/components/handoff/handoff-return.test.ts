import { beforeEach, describe, expect, it } from 'vitest';

import { startingPlace } from '../../lib/supabase/login-redirect';
import { clearHandoffReturn, HANDOFF_RETURN_HASH, markHandoffReturn, takeHandoffReturn } from './handoff-return';

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('the way back to the handoff dialog', () => {
  beforeEach(() => window.history.replaceState(null, '', '/down?utm_source=naver'));

  it('marks the address so the sign-in returns to it, query kept', () => {
    markHandoffReturn();
    expect(here()).toBe(`/down?utm_source=naver${HANDOFF_RETURN_HASH}`);
    // What the login dialog hands the provider as the page to come back to.
    expect(startingPlace(window.location)).toBe(`/down?utm_source=naver${HANDOFF_RETURN_HASH}`);
  });

  it('is read once on the page the sign-in returns to, and the mark goes', () => {
    markHandoffReturn();
    expect(takeHandoffReturn()).toBe(true);
    expect(here()).toBe('/down?utm_source=naver');
    expect(takeHandoffReturn()).toBe(false);
  });

  it('leaves an address without the mark as it is', () => {
    window.history.replaceState(null, '', '/down#install-guide');
    expect(takeHandoffReturn()).toBe(false);
    clearHandoffReturn();
    expect(here()).toBe('/down#install-guide');
  });

  it('is taken away when the visitor closes the login dialog instead', () => {
    markHandoffReturn();
    clearHandoffReturn();
    expect(here()).toBe('/down?utm_source=naver');
  });
});
