import { type ReactNode, useId } from 'react';

/** A titled part of the order details, named by its heading (a region for assistive technology). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label and value pairs, two columns on wide screens. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-2">{children}</dl>
  );
}

export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-32 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-all text-slate-900">{children}</dd>
    </div>
  );
}
