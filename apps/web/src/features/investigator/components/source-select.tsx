import { useId } from 'react';
import { fieldClass } from './field-styles';

interface SourceSelectProps {
  sources: Record<string, string>;
  value: string;
  onChange: (source: string) => void;
  /** The first option, meaning "none chosen" (or "all"). */
  emptyLabel: string;
  label?: string;
}

/** A select over the `sources` map (key to display name). */
export function SourceSelect({ sources, value, onChange, emptyLabel, label = '소스' }: SourceSelectProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={fieldClass}>
        <option value="">{emptyLabel}</option>
        {Object.entries(sources).map(([key, name]) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
