// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { normalizeSqlText } from './sql-text.ts';

describe('normalizeSqlText', () => {
  it.each([
    ['a line comment', 'select 1 -- why\nfrom t', 'select 1 from t'],
    ['a block comment, nested', 'select /* a /* b */ c */ 1', 'select 1'],
    ['indentation and line breaks', '  select\n\t  a,\n  b\nfrom   t  ', 'select a,b from t'],
    ['space beside punctuation', 'f( x , y ) = z', 'f(x,y)=z'],
  ])('takes out %s', (_, sql, expected) => {
    expect(normalizeSqlText(sql)).toBe(expected);
  });

  it.each([
    ['a string', "select 'a  -- b /* c */'", "select'a  -- b /* c */'"],
    ['a doubled quote in a string', "select 'it''s  -- here'", "select'it''s  -- here'"],
    ['an escape string', "select E'a\\'  -- b'", "select E'a\\'  -- b'"],
    ['a quoted name', 'select "a  b" from t', 'select"a  b"from t'],
    ['a dollar-quoted text', 'execute $f$ alter  table -- x\n $f$', 'execute $f$ alter  table -- x\n $f$'],
  ])('keeps %s to the letter', (_, sql, expected) => {
    expect(normalizeSqlText(sql)).toBe(expected);
  });

  it('reads $1 as a parameter, not a dollar quote', () => {
    expect(normalizeSqlText('select $1 ,  $2 -- x')).toBe('select $1,$2');
  });

  it('keeps two words apart, and tells different words apart', () => {
    expect(normalizeSqlText('return  new')).toBe('return new');
    expect(normalizeSqlText('return new')).not.toBe(normalizeSqlText('return old'));
  });
});
