/** One server-sent event: its name (`message` when the server gave none) and its joined data lines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Incremental reader of a `text/event-stream` body (WHATWG rules: fields `event` and `data`, comments start with
 * `:`, a blank line dispatches). Chunks may split lines anywhere, so the unfinished tail is kept for the next push.
 */
export function createSseParser() {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  function takeLine(line: string, events: SseEvent[]) {
    if (line === '') {
      if (dataLines.length > 0) events.push({ event: eventName || 'message', data: dataLines.join('\n') });
      eventName = '';
      dataLines = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  }

  return {
    /** Feeds decoded text; returns the events completed by it. */
    push(chunk: string): SseEvent[] {
      buffer += chunk;
      const events: SseEvent[] = [];
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) takeLine(line, events);
      return events;
    },
  };
}
