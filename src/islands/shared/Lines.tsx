import { Fragment } from 'react';

/** The island twin of components/ui/Lines.astro: CMS line breaks as <br>, never as HTML. */
export function Lines({ text }: { text: string }) {
  return (
    <>
      {text.split('\n').map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}
