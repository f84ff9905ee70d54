// Function bodies compared by what they do, not how they are laid out: SQL comments go, runs of
// white space become one space, and the space beside punctuation goes, so re-indenting a body or
// rewording its comments leaves it equal. String literals, quoted names and dollar-quoted text are
// kept to the letter: a message or a dynamic statement inside one is behaviour.

const WORD = /[A-Za-z0-9_$\u0080-\uffff]/;

/** Where the literal that starts at `start` ends (the index after its closing quote). */
function literalEnd(sql: string, start: number): number {
  const quote = sql[start];
  // An E'…' string takes backslash escapes; a plain one only doubles its quote.
  const escapes = quote === "'" && /[eE]/.test(sql[start - 1] ?? '') && !WORD.test(sql[start - 2] ?? '');
  let i = start + 1;
  while (i < sql.length) {
    if (escapes && sql[i] === '\\') i += 2;
    else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i + 1;
    else i += 1;
  }
  return sql.length;
}

/** The dollar-quote tag that starts at `start` (`$$`, `$f$`), or null for a `$1` parameter. */
function dollarTag(sql: string, start: number): string | null {
  if (WORD.test(sql[start - 1] ?? '')) return null;
  const match = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(start, start + 64));
  return match ? match[0] : null;
}

/** Where the comment that starts at `start` ends; block comments nest in Postgres. */
function commentEnd(sql: string, start: number): number {
  if (sql.startsWith('--', start)) {
    const newline = sql.indexOf('\n', start);
    return newline === -1 ? sql.length : newline;
  }
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  return sql.length;
}

/** SQL text with its comments and layout taken out; see the top of this file. */
export function normalizeSqlText(sql: string): string {
  let out = '';
  let pendingSpace = false;
  const emit = (text: string) => {
    if (pendingSpace && WORD.test(out.at(-1) ?? '') && WORD.test(text[0] ?? '')) out += ' ';
    pendingSpace = false;
    out += text;
  };
  let i = 0;
  while (i < sql.length) {
    const char = sql[i] ?? '';
    const tag = char === '$' ? dollarTag(sql, i) : null;
    if (sql.startsWith('--', i) || sql.startsWith('/*', i)) {
      i = commentEnd(sql, i);
      pendingSpace = true;
    } else if (/\s/.test(char)) {
      i += 1;
      pendingSpace = true;
    } else if (char === "'" || char === '"') {
      const end = literalEnd(sql, i);
      emit(sql.slice(i, end));
      i = end;
    } else if (tag) {
      const close = sql.indexOf(tag, i + tag.length);
      const end = close === -1 ? sql.length : close + tag.length;
      emit(sql.slice(i, end));
      i = end;
    } else {
      emit(char);
      i += 1;
    }
  }
  return out;
}
