import { loadErrorText } from '../lib/messages';

/** A short line saying a list could not be read (the old tool only logged it). */
export function LoadError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p role="alert" className="py-2 text-sm font-medium text-red-600">
      {loadErrorText(error, fallback)}
    </p>
  );
}
