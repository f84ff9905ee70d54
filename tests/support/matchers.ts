// vitest's asymmetric matchers, typed as the value they stand in for. vitest types them `any`, so
// they fit any slot of an expected object, and an `any` in a typed test is what the lint forbids;
// these say what the slot holds, and the match is vitest's own.
import { expect } from 'vitest';

/** Any string containing `text`. */
export const stringContaining = (text: string): string => expect.stringContaining(text) as string;

/** Any string `pattern` matches. */
export const stringMatching = (pattern: RegExp): string => expect.stringMatching(pattern) as string;

/** Any string at all. */
export const anyString = (): string => expect.any(String) as string;

/** Any number at all. */
export const anyNumber = (): number => expect.any(Number) as number;
