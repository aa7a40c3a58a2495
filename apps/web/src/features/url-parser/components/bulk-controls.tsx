import { Play, RotateCcw, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** The row under a bulk input (대량 텍스트, CSV): 실패 시 중단, start, stop and reset, then the tab's alert. */
export function BulkControls(props: {
  /** Buttons before the checkbox (대량 텍스트's 목록 등록). */
  leading?: ReactNode;
  stopOnFailure: boolean;
  onStopOnFailureChange: (value: boolean) => void;
  startLabel: string;
  onStart: () => void;
  /** Nothing can be started or changed (a batch is running, or the file is being read). */
  busy: boolean;
  /** A batch is running and can be stopped. */
  canStop: boolean;
  onStop: () => void;
  onReset: () => void;
  /** A batch is running: reset waits for it. */
  running: boolean;
  alert: string | null;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        {props.leading}
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={props.stopOnFailure}
            onChange={(event) => props.onStopOnFailureChange(event.target.checked)}
            disabled={props.busy}
          />
          실패 시 중단
        </label>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button onClick={props.onStart} disabled={props.busy}>
            <Play aria-hidden="true" className="size-4" />
            {props.startLabel}
          </Button>
          <Button variant="secondary" onClick={props.onStop} disabled={!props.canStop}>
            <Square aria-hidden="true" className="size-4" />
            중지
          </Button>
          <Button variant="ghost" onClick={props.onReset} disabled={props.running}>
            <RotateCcw aria-hidden="true" className="size-4" />
            초기화
          </Button>
        </div>
      </div>
      {props.alert && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {props.alert}
        </p>
      )}
    </>
  );
}
