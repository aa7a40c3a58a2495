import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';

export type ResultTone = 'processing' | 'checking' | 'success' | 'failure';

const icons: Record<ResultTone, ReactNode> = {
  processing: <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-indigo-600" />,
  checking: <Clock aria-hidden="true" className="size-12 text-amber-600" />,
  success: <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />,
  failure: <CircleX aria-hidden="true" className="size-12 text-red-600" />,
};

interface ResultCardProps {
  tone: ResultTone;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** The centred card of the payment result screens, outside the my-page shell. */
export function ResultCard({ tone, title, children, actions }: ResultCardProps) {
  return (
    <main className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <PageTitle>{title}</PageTitle>
      <section className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {icons[tone]}
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        <div className="space-y-2 text-sm text-slate-600">{children}</div>
        {actions && <div className="flex flex-wrap justify-center gap-3">{actions}</div>}
      </section>
    </main>
  );
}
