import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';

interface LegalDocumentProps {
  title: string;
  effectiveDate: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The frame of a legal page: title, effective date, introduction and numbered articles. */
export function LegalDocument({ title, effectiveDate, intro, children }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle>{title}</PageTitle>
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">시행일: {effectiveDate}</p>
        <div className="mt-6 leading-relaxed text-slate-700">{intro}</div>
      </header>
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 leading-relaxed text-slate-700">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function LegalList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The support address as a mailto link, or a neutral text while it loads. */
export function SupportEmail({ email }: { email: string | undefined }) {
  if (!email) return <span>고객지원 이메일(페이지 하단 참조)</span>;
  return (
    <a href={`mailto:${email}`} className="font-medium text-indigo-700 underline underline-offset-2">
      {email}
    </a>
  );
}
