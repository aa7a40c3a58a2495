/** The document title of a page; React 19 hoists it into <head> and restores the default on leave. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} — 올리다`}</title>;
}
