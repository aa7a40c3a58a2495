interface ErrorListProps {
  title: string;
  errors: readonly { url: string; message: string }[];
}

/** The URLs that failed, each with the reason the seller can act on. */
export function ErrorList({ title, errors }: ErrorListProps) {
  if (errors.length === 0) return null;
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <h3 className="mb-2 font-semibold">
        {title} ({errors.length})
      </h3>
      <ul className="space-y-1">
        {errors.map((error) => (
          <li key={`${error.url}-${error.message}`} className="break-all">
            <span className="font-medium">{error.url}</span> — {error.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
